import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { readTrainingPage } from '../../src/server/providers/ai-training/page-text'
import { scanHtml } from '../../src/server/providers/leads/website-crawl/html-scan'
import { serveGeneratedSite, pagePath } from './fixtures/sites/generated-site'

/**
 * The crawler's HTML scanner against htmlparser2 (the parser it replaced, kept here as the reference): the same start
 * tags with the same attributes, end tags (implied ones too) and text, on the fixture sites and on markup that trips
 * hand-written scanners.
 */
const WANTED = new Set(['href', 'content', 'name', 'property', 'hidden', 'aria-hidden', 'role', 'title', 'data-x'])

type Event = ['open', string, Record<string, string>] | ['close', string] | ['text', string]

/** Adjacent texts merged: htmlparser2 hands an entity over as a text of its own. */
function push(events: Event[], event: Event) {
  const last = events[events.length - 1]
  if (event[0] === 'text' && last?.[0] === 'text') last[1] += event[1]
  else events.push(event)
}

function scanned(html: string): Event[] {
  const events: Event[] = []
  scanHtml(html, { onopentag: (name, attrs) => push(events, ['open', name, { ...attrs }]), onclosetag: (name) => push(events, ['close', name]), ontext: (text) => push(events, ['text', text]) }, WANTED)
  return events
}

function reference(html: string): Event[] {
  const events: Event[] = []
  const parser = new Parser(
    {
      onopentag: (name, attrs) => push(events, ['open', name, Object.fromEntries(Object.entries(attrs).filter(([k]) => WANTED.has(k)))]),
      onclosetag: (name) => push(events, ['close', name]),
      ontext: (text) => push(events, ['text', text]),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return events
}

const tricky = [
  '<!doctype html><html><head><title>Caf&eacute; &amp; Bar &lt;3</title></head><body><p>Hello&nbsp;world &copy 2024 &#8212; &#x27;quoted&#x27; &unknown; a &amp b</p></body></html>',
  '<DIV CLASS=x Data-X="1"><A HREF="/About?a=1&amp;b=2">About</A><a href=\'/single\'>S</a><a href=/unquoted/path>U</a><a href = "/spaced" >Sp</a></DIV>',
  '<a title="a > b" href="/gt">quoted gt</a><a title=\'x\' href="/after-single">x</a><a href="/first" href="/second">dup</a>',
  '<p>one<p>two<div>three</div><li>a<li>b</ul><ul><li>c</li></ul></p>stray close</p> <br/> and </br> end',
  '<table><tr><td>1<td>2<tr><td>3</table><dl><dt>t<dd>d<dt>t2</dl><select><option>a<option>b</select>',
  '<h1>Title <span>part</span></h1><h2>Sub<h3>Sub sub</h3>',
  '<script>var s = "</div><p>not text</p>"; if (a < b && c > d) {}</script><style>p > a { color: red }</style><p>after</p>',
  '<SCRIPT type="text/javascript">document.write("<b>x</b>")</SCRIPT ><p>ok</p><noscript><p>no script</p></noscript>',
  '<textarea name="t">some <b>bold</b> &amp; text</textarea><title>second &lt;title&gt;</title><xmp><p>xmp raw &amp;</p></xmp>',
  '<!-- a comment with <p>tags</p> --><p>visible</p><!----><!-- unterminated? --><![CDATA[ cdata <p>x</p> ]]><?php echo 1 ?><p>end</p>',
  '<p>a < b and c <= d, x<3 and 5 >4</p><p>less</ p><p>odd </> tag</p>',
  '<svg viewBox="0 0 1 1"><path d="M0"/><title>icon</title><g/></svg><p>after svg</p><math><mi>x</mi><mo/></math>',
  '<form><input name="a"><form><input name="b"></form><p>after forms</p></form>',
  '<div hidden>hidden text</div><div aria-hidden="true">aria</div><nav role="navigation">menu</nav><div role=contentinfo>info</div>',
  '<meta name="description" content="A &quot;quoted&quot; description"><meta property="og:title" content="OG &amp; title">',
  '<img src=x alt="pic"><image src=y><input type=checkbox checked><hr><p>void elements</p>',
  '<main><article><p>first</p></article><article><p>second</p></article></main><footer>foot</footer>',
  '<p>unclosed <b>bold <i>italic</p> <a href="#top">top</a><a href="mailto:x@y.z">mail</a><a href="javascript:void(0)">js</a>',
  '<p attr=">still attribute">text</p><p/ >slash space</p><p / data-x=1>x</p><p data-x="1"data-y="2">glued</p>',
  '<div>text at the end without closing',
  '<p>unterminated comment <!-- never closed </p><p>gone</p>',
  '<p>Ünïcödé — “quotes” ☃ 𝄞</p><P>UPPER</P><İ>odd tag</İ>',
  '<p>\n\t  lots   of\n\n whitespace \u00a0 here  </p>',
  '<body><p>a</p></body></html><p>after html</p>',
  '<iframe src="/frame"><p>iframe text</p></iframe><noembed>ne</noembed><noframes>nf</noframes><p>end</p>',
  '<a href="/one">one<a href="/two">two</a></a>',
  '<p>entity in attr <a href="/q?x=1&copy=2&amp;y=3&lt;">link</a></p>',
  '<<p>>double brackets<</p>>',
  '<p>trailing less than <',
  '<p>trailing end tag </',
]

function fixturePages(): string[] {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/sites')
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (name.endsWith('.html')) pages.push(readFileSync(file, 'utf8'))
    }
  }
  walk(root)
  return pages
}

describe('the crawler HTML scanner', () => {
  it('gives the same tags, attributes and text as htmlparser2 on tricky markup', () => {
    for (const html of tricky) expect([html, scanned(html)]).toEqual([html, reference(html)])
  })

  it('drops a start tag cut off by the end of the page (htmlparser2 closes an element it never opened there)', () => {
    expect(scanned('<div>cut <a href="/x"')).toEqual([['open', 'div', {}], ['text', 'cut '], ['close', 'div']])
    expect(scanned('<div>cut <a href="/x>in the attribute</div>')).toEqual([['open', 'div', {}], ['text', 'cut '], ['close', 'div']])
    for (const html of ['<div>cut <a href="/x"', '<div>cut <a href="/x>in the attribute</div>']) {
      expect(reference(html).filter((e) => e[1] === 'a')).toEqual([['close', 'a']])
    }
  })

  it('gives the same as htmlparser2 on the fixture sites and generated pages', async () => {
    const pages = fixturePages()
    expect(pages.length).toBeGreaterThanOrEqual(6)
    const site = await serveGeneratedSite({ pages: 12, paddingBytes: 2_000, offsite: 'http://partner.test', bigPageBytes: 5_000 })
    try {
      for (const p of ['/', pagePath(5), pagePath(12), '/big']) pages.push(await (await fetch(new URL(p, site.origin))).text())
    } finally {
      await site.close()
    }
    for (const html of pages) expect(scanned(html)).toEqual(reference(html))
  })

  it('reads a training page: main content one block per line, description first, links from the whole page', () => {
    const page = readTrainingPage(
      `<html><head><title>Acme &amp; Co</title><meta name="description" content="We make  anvils."><script>var x = "<p>no</p>"</script></head>
       <body><nav><a href="/about">About</a></nav><main><h1>Anvils</h1><p>Strong\n  anvils,&nbsp;forged.</p><p hidden>secret</p>
       <form><button>Buy</button></form><ul><li>One<li>Two</ul></main><footer><a href="https://other.test/x#y">Partner</a> boilerplate</footer></body></html>`,
      'https://acme.test/products',
    )
    expect(page).toEqual({
      title: 'Acme & Co',
      text: 'We make anvils.\nAnvils\nStrong anvils, forged.\nOne\nTwo',
      links: ['https://acme.test/about', 'https://other.test/x'],
      truncated: false,
    })
  })
})
