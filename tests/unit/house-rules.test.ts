import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * House rules a reviewer would otherwise have to remember. The source cites no document the repository does not hold
 * (the product's specification and design notes live outside it): a comment states its rule in place or points to
 * docs/. And every file and folder is named in kebab-case, the one naming style of every layer.
 */
const root = join(import.meta.dirname, '../..')
const sourceRoots = ['src', 'commands', 'machines', 'tests']
/** What .gitignore keeps out of the tree; dotfiles (tool files) are skipped too. */
const ignored = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report'])
/** drizzle-kit names the migrations and their journal itself (`0000_init.sql`, `meta/_journal.json`). */
const generatedByTool = 'src/server/db/migrations/'

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || ignored.has(entry.name) || entry.name.endsWith('.log')) return []
    const path = `${dir}/${entry.name}`
    return entry.isDirectory() ? [`${path}/`, ...filesUnder(path)] : [path]
  })
}
const paths = sourceRoots.flatMap(filesUnder)
const files = paths.filter((path) => !path.endsWith('/'))

/** The outside documents by name, spelled so that this file does not cite them itself. */
const outsideDocument = new RegExp(`\\b(${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})(\\.md)?\\b`)
const kebabCase = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/

/** `file:line: text` of every line that names an outside document. */
function citations(file: string): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (outsideDocument.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []))
}

/** The last part of a path (a folder keeps its name without the slash). */
const nameOf = (path: string) => path.replace(/\/$/, '').split('/').pop()!

describe('house rules', () => {
  it('finds the source tree it checks', () => {
    expect(files).toContain('tests/unit/house-rules.test.ts')
    expect(files.length).toBeGreaterThan(500)
  })

  it('recognises a citation of an outside document and a name that is not kebab-case', () => {
    const spec = ['SP', 'EC'].join('')
    expect(outsideDocument.test(`// ${spec}.md section 5: a default card is required`)).toBe(true)
    expect(outsideDocument.test(`the ${spec}'s message`)).toBe(true)
    expect(outsideDocument.test(`/** ${['DES', 'IGN'].join('')}.md 10 */`)).toBe(true)
    expect(outsideDocument.test('a spec of the HTML standard; OPENAPI_SPEC')).toBe(false)
    const names = ['use-checkout.ts', 'checkout.machine.ts', 'i18n', 'README.md', 'useCheckout.ts', 'lead_jobs', 'a--b.ts']
    expect(names.filter((name) => kebabCase.test(name))).toEqual(['use-checkout.ts', 'checkout.machine.ts', 'i18n'])
  })

  it('cites neither the specification nor the design notes anywhere in src, commands, machines or tests', () => {
    expect(files.flatMap(citations)).toEqual([])
  })

  it('names every file and folder in kebab-case (README.md and the migrations drizzle-kit names aside)', () => {
    const checked = paths.filter((path) => !path.startsWith(generatedByTool) && nameOf(path) !== 'README.md')
    expect(checked.filter((path) => !kebabCase.test(nameOf(path)))).toEqual([])
  })
})
