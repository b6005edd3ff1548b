import { decodeHTML, decodeHTMLAttribute } from 'entities'

/**
 * A one-pass HTML scanner for crawled pages: start tags (with the attributes asked for), end tags and text, with
 * htmlparser2's tree rules (void elements, tags that close an open one, `</p>` and `</br>` without a start tag, raw
 * text of script and style, RCDATA of title and textarea, self-closing tags in SVG and MathML, everything closed at
 * the end). It jumps from `<` to `<` with indexOf instead of stepping a state machine through every character: on a
 * 30 KB page htmlparser2's tokenizer alone cost about as much as fetching the page, and the crawl was bound by it.
 * Entities are decoded by `entities` (the decoder htmlparser2 uses). The training crawler reads pages with it.
 */
export type TagAttributes = Readonly<Record<string, string>>

export type HtmlScanHandler = {
  /** A start tag, its name in lower case, with those of its attributes that were asked for (the first of a name wins). */
  onopentag(name: string, attributes: TagAttributes): void
  /** An element ends: by its end tag, by an implied close, or at the end of the page. */
  onclosetag(name: string): void
  /** Text between tags, entities decoded (the content of script and style as it is). */
  ontext(text: string): void
}

const NO_ATTRIBUTES: TagAttributes = Object.freeze({})

const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
/** Their content is text up to their end tag, not markup; RCDATA's entities are decoded, raw text's are not. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes'])
const RCDATA = new Set(['title', 'textarea'])

/** Opening the key closes open elements of these names on top of the stack (htmlparser2's table). */
const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'])
const pTag = new Set(['p'])
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'])
const IMPLIES_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['p', pTag],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, headingTags] as [string, Set<string>]),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((t) => [t, formTags] as [string, Set<string>]),
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ...['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'].map(
    (t) => [t, pTag] as [string, Set<string>],
  ),
  ['rt', new Set(['rt', 'rp'])],
  ['rp', new Set(['rt', 'rp'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
])

/** SVG and MathML content: a self-closing tag closes there; integration points (foreignObject, mtext...) are HTML again. */
const FOREIGN = 1
const HTML = 0
const INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title'])

const LT = 60
const GT = 62
const SLASH = 47
const EQ = 61
const DQ = 34
const SQ = 39
const BANG = 33
const QUESTION = 63
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12
const isLetter = (c: number) => (c | 0x20) >= 97 && (c | 0x20) <= 122
const text = (s: string) => (s.indexOf('&') === -1 ? s : decodeHTML(s))
const attributeValue = (s: string) => (s.indexOf('&') === -1 ? s : decodeHTMLAttribute(s))

const endTags = new Map<string, RegExp>()
/** `</name` followed by a space, a slash or `>`, in any case. */
function endTagPattern(name: string): RegExp {
  let pattern = endTags.get(name)
  if (!pattern) endTags.set(name, (pattern = new RegExp(`</${name}[\\s/>]`, 'gi')))
  return pattern
}

/**
 * Scans `html`, calling `handler` in document order. `wanted` names the attributes (lower case) to hand over; the
 * others are read past without a copy.
 */
export function scanHtml(html: string, handler: HtmlScanHandler, wanted: ReadonlySet<string>): void {
  const n = html.length
  const stack: string[] = []
  // Open elements per name: an end tag with none open costs nothing (a page of stray end tags under deep nesting would
  // otherwise search the whole stack each time), and finding the one to close costs what it closes.
  const open = new Map<string, number>()
  const contexts: number[] = [HTML]
  const foreign = () => contexts[contexts.length - 1] === FOREIGN

  const pop = () => {
    const name = stack.pop()!
    open.set(name, open.get(name)! - 1)
    if (name === 'svg' || name === 'math' || INTEGRATION.has(name)) contexts.pop()
    handler.onclosetag(name)
  }

  const start = (name: string, attributes: TagAttributes, selfClosing: boolean) => {
    // The HTML standard ignores a second <form> while one is open (its content is read as usual).
    if (name === 'form' && open.get('form')) return
    const implied = IMPLIES_CLOSE.get(name)
    if (implied) while (stack.length > 0 && implied.has(stack[stack.length - 1])) pop()
    if (VOID.has(name)) {
      handler.onopentag(name, attributes)
      handler.onclosetag(name)
      return
    }
    stack.push(name)
    open.set(name, (open.get(name) ?? 0) + 1)
    if (name === 'svg' || name === 'math') contexts.push(FOREIGN)
    else if (INTEGRATION.has(name)) contexts.push(HTML)
    handler.onopentag(name, attributes)
    if (selfClosing && foreign()) pop()
  }

  const close = (name: string) => {
    if (VOID.has(name)) {
      if (name === 'br') {
        handler.onopentag('br', NO_ATTRIBUTES)
        handler.onclosetag('br')
      }
      return
    }
    if (open.get(name)) {
      const at = stack.lastIndexOf(name)
      while (stack.length > at) pop()
    } else if (name === 'p') {
      start('p', NO_ATTRIBUTES, false)
      pop()
    }
  }

  let textStart = 0
  let i = 0
  const flushText = (end: number) => {
    if (end > textStart) handler.ontext(text(html.slice(textStart, end)))
  }

  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt === -1 || lt + 1 >= n) break
    const c = html.charCodeAt(lt + 1)

    if (c === BANG || c === QUESTION) {
      flushText(lt)
      let end: number
      if (html.startsWith('<!--', lt)) end = (end = html.indexOf('-->', lt + 4)) === -1 ? n : end + 3
      else if (html.startsWith('<![CDATA[', lt)) end = (end = html.indexOf(']]>', lt + 9)) === -1 ? n : end + 3
      else end = (end = html.indexOf('>', lt + 2)) === -1 ? n : end + 1
      i = textStart = end
      continue
    }

    if (c === SLASH) {
      const first = lt + 2 < n ? html.charCodeAt(lt + 2) : -1
      if (first === -1) break
      flushText(lt)
      const gt = html.indexOf('>', lt + 2)
      if (gt === -1) {
        // An end tag cut off by the end of the page is dropped, as is a bogus comment's rest.
        i = textStart = n
        break
      }
      if (isLetter(first)) {
        let j = lt + 3
        while (j < gt) {
          const k = html.charCodeAt(j)
          if (isSpace(k) || k === SLASH) break
          j++
        }
        let name = html.slice(lt + 2, j).toLowerCase()
        if (name === 'image' && !foreign()) name = 'img'
        close(name)
      }
      i = textStart = gt + 1
      continue
    }

    if (!isLetter(c)) {
      // A `<` that starts no tag is text.
      i = lt + 1
      continue
    }

    // A start tag: its name, then attributes up to `>` (quotes may hide a `>`).
    let j = lt + 2
    while (j < n) {
      const k = html.charCodeAt(j)
      if (isSpace(k) || k === SLASH || k === GT) break
      j++
    }
    const rawName = html.slice(lt + 1, j)
    let attributes: Record<string, string> | null = null
    let selfClosing = false
    let complete = false
    while (j < n) {
      let k = html.charCodeAt(j)
      if (isSpace(k)) {
        j++
        continue
      }
      if (k === GT) {
        complete = true
        j++
        break
      }
      if (k === SLASH) {
        j++
        while (j < n && isSpace(html.charCodeAt(j))) j++
        if (j < n && html.charCodeAt(j) === GT) {
          selfClosing = true
          complete = true
          j++
          break
        }
        continue
      }
      const nameStart = j
      if (k === EQ) j++
      while (j < n) {
        k = html.charCodeAt(j)
        if (isSpace(k) || k === SLASH || k === GT || k === EQ) break
        j++
      }
      const attributeName = html.slice(nameStart, j).toLowerCase()
      while (j < n && isSpace(html.charCodeAt(j))) j++
      let value = ''
      if (j < n && html.charCodeAt(j) === EQ) {
        j++
        while (j < n && isSpace(html.charCodeAt(j))) j++
        if (j >= n) break
        const quote = html.charCodeAt(j)
        if (quote === DQ || quote === SQ) {
          const close = html.indexOf(quote === DQ ? '"' : "'", j + 1)
          if (close === -1) {
            j = n
            break
          }
          value = html.slice(j + 1, close)
          j = close + 1
        } else {
          const valueStart = j
          while (j < n) {
            k = html.charCodeAt(j)
            if (isSpace(k) || k === GT) break
            j++
          }
          value = html.slice(valueStart, j)
        }
      }
      if (wanted.has(attributeName)) {
        attributes ??= {}
        if (!Object.hasOwn(attributes, attributeName)) attributes[attributeName] = attributeValue(value)
      }
    }
    flushText(lt)
    // A tag cut off by the end of the page is dropped.
    if (!complete) {
      i = textStart = n
      break
    }
    const inForeign = foreign()
    let name = rawName.toLowerCase()
    if (name === 'image' && !inForeign) name = 'img'
    start(name, attributes ?? NO_ATTRIBUTES, selfClosing)
    i = textStart = j

    if (inForeign) continue
    if (name === 'plaintext') {
      flushText(n)
      i = textStart = n
      break
    }
    const raw = RAW_TEXT.has(name)
    if (raw || RCDATA.has(name)) {
      const pattern = endTagPattern(name)
      pattern.lastIndex = j
      const end = pattern.exec(html)
      const contentEnd = end ? end.index : n
      if (contentEnd > j) handler.ontext(raw ? html.slice(j, contentEnd) : text(html.slice(j, contentEnd)))
      if (!end) {
        i = textStart = n
        break
      }
      const gt = html.indexOf('>', end.index + name.length + 2)
      close(name)
      i = textStart = gt === -1 ? n : gt + 1
    }
  }
  flushText(n)
  while (stack.length > 0) pop()
}
