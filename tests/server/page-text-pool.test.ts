import { afterAll, describe, expect, it } from 'vitest'
import { readTrainingPage } from '../../src/server/providers/ai-training/page-text'
import { readTrainingPageOffThread, stopPageTextThreads } from '../../src/server/providers/ai-training/page-text-pool'

const page = (n: number) => `<!doctype html><html><head><title>Page ${n} &amp; more</title><meta name="description" content="About ${n}"></head>
<body><nav><a href="/menu">Menu</a></nav><main><h1>Heading ${n}</h1><p>Text  of   page ${n}, caf\u00e9 and \u00fcber.</p>
<ul><li><a href="/page-${2 * n}">Next</a></li><li><a href="https://other.example/x">Away</a></li></ul><script>var hidden = 1</script></main>
<footer>Footer ${n}</footer></body></html>`

afterAll(() => stopPageTextThreads())

describe('training page text on worker threads', () => {
  it('reads pages as the main thread does, many at once, each answer for its own page', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => page(i + 1))
    const read = await Promise.all(pages.map((html, i) => readTrainingPageOffThread(Buffer.from(html), `https://site.example/page-${i + 1}`)))
    read.forEach((result, i) => expect(result).toEqual(readTrainingPage(pages[i], `https://site.example/page-${i + 1}`)))
    expect(read[2].title).toBe('Page 3 & more')
    expect(read[2].text).toContain('Text of page 3, café and über.')
    expect(read[2].text).not.toContain('hidden')
    expect(read[2].links).toContain('https://site.example/page-6')
  })

  it('sends only the bytes of a view into a larger buffer', async () => {
    const whole = Buffer.from(`GARBAGE<title>Before</title>${page(7)}<title>After</title>`)
    const start = whole.indexOf('<!doctype')
    const view = whole.subarray(start, start + Buffer.byteLength(page(7)))
    expect(await readTrainingPageOffThread(view, 'https://site.example/page-7')).toEqual(readTrainingPage(page(7), 'https://site.example/page-7'))
  })

  it('reads on the main thread what a thread held when it stopped, then starts a new thread', async () => {
    const pending = Array.from({ length: 20 }, (_, i) => readTrainingPageOffThread(Buffer.from(page(i + 1)), `https://site.example/p${i}`))
    await stopPageTextThreads()
    const read = await Promise.all(pending)
    read.forEach((result, i) => expect(result).toEqual(readTrainingPage(page(i + 1), `https://site.example/p${i}`)))
    expect(await readTrainingPageOffThread(Buffer.from(page(9)), 'https://site.example/again')).toEqual(readTrainingPage(page(9), 'https://site.example/again'))
  })
})
