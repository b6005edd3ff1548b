/** What goober writes its rules to: it reads `data` to skip a rule it already has and assigns the text with it added. */
export type GooberSheet = { data: string }

/** The most characters of rules one <style> element holds before the next rules go into a new one. */
export const STYLE_CHUNK_CHARS = 8_000

/**
 * goober keeps every rule in the text of one <style> element and adds each new class to it; the browser parses a
 * style element's whole text again whenever it changes, so each new rule cost more than the last (the page's sheet
 * grows to tens of KB as screens load, and the re-parsing was a tenth of the signed-in pages' main-thread work). This
 * sheet gives goober the same text to read, but writes what is added into a chain of <style> elements of at most
 * STYLE_CHUNK_CHARS each, so a new rule re-parses at most one small element. The order of the rules is kept: added
 * rules go at the end, rules goober puts first (a styled component given another's class) at the start of the first element, and a replaced text
 * (goober's createGlobalStyles with a theme) is written again as a whole.
 */
export function createChunkedSheet(doc: Document, chunk = STYLE_CHUNK_CHARS): GooberSheet {
  let text = ''
  let elements: HTMLStyleElement[] = []
  const element = (css: string, before: Node | null) => {
    const style = doc.createElement('style')
    style.setAttribute('data-goober', '')
    style.textContent = css
    doc.head.insertBefore(style, before)
    return style
  }
  const append = (css: string) => {
    const last = elements[elements.length - 1]
    if (last && last.textContent!.length + css.length <= chunk) last.appendChild(doc.createTextNode(css))
    else elements.push(element(css, last ? last.nextSibling : null))
  }
  const prepend = (css: string) => {
    const first = elements[0]
    if (first && first.textContent!.length + css.length <= chunk) first.insertBefore(doc.createTextNode(css), first.firstChild)
    else elements.unshift(element(css, first ?? null))
  }
  const rewrite = (css: string) => {
    const anchor = elements[elements.length - 1]?.nextSibling ?? null
    for (const style of elements) style.remove()
    elements = [element(css, anchor)]
  }
  return {
    get data() {
      return text
    },
    set data(next: string) {
      if (next === text) return
      if (next.startsWith(text)) append(next.slice(text.length))
      else if (next.endsWith(text)) prepend(next.slice(0, next.length - text.length))
      else rewrite(next)
      text = next
    },
  }
}

/**
 * goober takes its sheet from `window._goober` when that is set (its getSheet reads the element's `firstChild` and
 * appends the element to the head only when it has no `parentNode`): installs the chunked sheet there. Call once,
 * before any styled component or `css` call.
 */
export function installChunkedSheet(win: Window & typeof globalThis = window): void {
  const sheet = createChunkedSheet(win.document)
  Object.defineProperty(win, '_goober', { configurable: true, value: { firstChild: sheet, parentNode: win.document.head, nonce: undefined } })
}
