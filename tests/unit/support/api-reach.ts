import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** A handler on an element that reaches the API without a command: the file, the attribute and the way it gets there. */
export type ApiReach = { file: string; line: number; attribute: string; path: string[] }

const root = resolve(import.meta.dirname, '../../..')
const apiDir = join(root, 'src/api')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {
      continue
    }
  }
  return null
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
}

/** Value imports of a file: local name -> resolved module path. */
function importsOf(source: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const target = resolveImport(source.fileName, (statement.moduleSpecifier as ts.StringLiteral).text)
    const bindings = statement.importClause?.namedBindings
    if (!target || !bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) if (!element.isTypeOnly) found.set(element.name.text, target)
  }
  return found
}

/**
 * What reads rather than acts: a query's options or keys (`walletQuery`, `apiKeyKeys`), and a hook (`useOpenList`),
 * whose data a page shows; a hook's actions are the commands' to run, through the page's slot.
 */
const reads = (name: string) => /^use[A-Z]|Query$|Queries$|Keys$/.test(name)

/**
 * The modules that call the server: src/api, and the client's own modules (a feature's actions, a hook) that import
 * a function from src/api that acts.
 */
function apiModules(files: readonly string[]): Set<string> {
  const calling = new Set<string>()
  for (const file of files) {
    if (file.startsWith(apiDir)) calling.add(file)
  }
  for (const file of files) {
    if (file.startsWith(apiDir) || !file.endsWith('.ts')) continue
    for (const [name, target] of importsOf(parse(file))) if (target.startsWith(apiDir) && !reads(name)) calling.add(file)
  }
  return calling
}

/** Every name a declaration binds (`const { a, b: c } = ...` binds a and c). */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : boundNames(element.name)))
}

/** The attributes where a person's press, key or choice starts work: the DOM's events, on an element or a component. */
const eventAttributes = new Set(['onClick', 'onSubmit', 'onKeyDown', 'onKeyUp', 'onChange', 'onInput', 'onPointerDown', 'onMouseDown', 'onDoubleClick', 'onSelect'])

/**
 * The event handlers (`onClick`, `onSubmit`... of JSX elements) of one file that reach a function of an API module, following
 * the file's own declarations by name (a handler calling `save`, `save` a useSubmit whose mutationFn calls the API).
 * A handler that runs a command reaches `run`/`useRunCommand` instead, and the command's page handler is provided
 * through a slot, not an attribute.
 */
export function handlersReachingApi(file: string, text: string, calling: ReadonlySet<string>): ApiReach[] {
  const source = parse(file, text)
  const api = new Map<string, string>()
  for (const [name, target] of importsOf(source)) if (calling.has(target) && !reads(name)) api.set(name, relative(root, target))
  if (api.size === 0) return []

  const declarations = new Map<string, ts.Node[]>()
  const declare = (name: string, node: ts.Node) => declarations.set(name, [...(declarations.get(name) ?? []), node])
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer) for (const name of boundNames(node.name)) declare(name, node.initializer)
    if (ts.isFunctionDeclaration(node) && node.name && node.body) declare(node.name.text, node.body)
    ts.forEachChild(node, collect)
  }
  collect(source)

  const reach = (node: ts.Node, seen: Set<string>): string[] | null => {
    let found: string[] | null = null
    const visit = (child: ts.Node): void => {
      if (found) return
      if (ts.isIdentifier(child) && !(ts.isPropertyAccessExpression(child.parent) && child.parent.name === child) && !ts.isPropertyAssignment(child.parent)) {
        const name = child.text
        if (api.has(name)) {
          found = [`${name} (${api.get(name)})`]
          return
        }
        if (!seen.has(name) && declarations.has(name)) {
          seen.add(name)
          for (const declaration of declarations.get(name)!) {
            const deeper = reach(declaration, seen)
            if (deeper) {
              found = [name, ...deeper]
              return
            }
          }
        }
      }
      ts.forEachChild(child, visit)
    }
    visit(node)
    return found
  }

  const reaches: ApiReach[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && eventAttributes.has(node.name.text) && node.initializer && ts.isJsxExpression(node.initializer) && node.initializer.expression) {
      const path = reach(node.initializer.expression, new Set())
      if (path) reaches.push({ file: relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, attribute: node.name.text, path })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return reaches
}

/** Every handler in src/client that reaches the API without a command. */
export function clientHandlersReachingApi(): ApiReach[] {
  const files = [...sourceFiles(join(root, 'src/client')), ...sourceFiles(apiDir)]
  const calling = apiModules(files)
  return files.filter((file) => file.endsWith('.tsx')).flatMap((file) => handlersReachingApi(file, readFileSync(file, 'utf8'), calling))
}

export const clientRoot = root
