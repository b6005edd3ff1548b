import { afterEach, describe, expect, it } from 'vitest'
import { css, glob } from '../../src/client/theme'
import { createChunkedSheet } from '../../src/client/style-sheet'

const gooberStyles = () => Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-goober]'))

afterEach(() => {
  for (const style of document.head.querySelectorAll('style.test-sheet')) style.remove()
})

describe("goober's rules in a chain of small style elements", () => {
  it('adds each rule at the end, in small elements, and keeps the text goober reads', () => {
    const sheet = createChunkedSheet(document, 21)
    sheet.data += '.a{color:red}'
    sheet.data += '.b{color:blue}'
    sheet.data += '.c{x:1}'
    const styles = gooberStyles().slice(-2)
    expect(styles.map((s) => s.textContent)).toEqual(['.a{color:red}', '.b{color:blue}.c{x:1}'])
    expect(sheet.data).toBe('.a{color:red}.b{color:blue}.c{x:1}')
    for (const style of styles) style.remove()
  })

  it('puts a rule goober puts first before the others, and writes a replaced text again as a whole', () => {
    const sheet = createChunkedSheet(document, 20)
    sheet.data += '.a{color:red}'
    sheet.data = 'body{margin:0}' + sheet.data
    expect(gooberStyles().slice(-2).map((s) => s.textContent)).toEqual(['body{margin:0}', '.a{color:red}'])
    sheet.data = '.z{}' + sheet.data
    expect(gooberStyles().slice(-2).map((s) => s.textContent)).toEqual(['.z{}body{margin:0}', '.a{color:red}'])
    sheet.data = sheet.data.replace('body{margin:0}', 'body{margin:1px}')
    const styles = gooberStyles().slice(-1)
    expect(styles.map((s) => s.textContent)).toEqual(['.z{}body{margin:1px}.a{color:red}'])
    styles[0]!.remove()
  })

  it("is the sheet goober writes to in the app: a class and a global rule land in the page's style elements, not in goober's own", () => {
    const name = css`
      color: rgb(1, 2, 3);
    `
    glob`
      .lc-sheet-test { margin: 3px; }
    `
    expect(document.getElementById('_goober')).toBeNull()
    const text = gooberStyles().map((s) => s.textContent).join('')
    expect(text).toContain(`.${name}{color:rgb(1, 2, 3);}`)
    expect(text).toContain('.lc-sheet-test{margin:3px;}')
  })
})
