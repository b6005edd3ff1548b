// `npm test`: the house rules, then every suite in order, stopping at the first failure. With TEST_DATABASE_URL set (CI), the
// server suite runs a second time against that PostgreSQL server, at the same time as the PGlite run: each runs its files
// one at a time in one process, PGlite's on one core and PostgreSQL's split between the test process and the database, so
// together they fill the two cores a CI machine has (docs/decisions.md). The last line counts the tests run.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, existsSync, createWriteStream } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`
const out = '.tmp/test-reports'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const vitest = (projects, report) => [bin('vitest'), ['run', ...[projects].flat().flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}/${report}.json`]]

/** A step is [title, command, args, env?], or [title, [step, step]] for two run at once. */
const steps = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['commands docs are current', 'node', ['--import', 'tsx', 'commands/cli.ts', '--check']],
  // The layering and no import circles (tests/rules/dependencies.cjs), then unused files, exports and dependencies.
  ['dependency rules', bin('depcruise'), ['--config', 'tests/rules/dependencies.cjs', '--output-type', 'err', 'src', 'commands', 'machines', 'tests']],
  ['unused code (knip)', bin('knip'), ['--no-progress']],
  ['unit and machines', ...vitest(['unit', 'unit-logic'], 'unit')],
]
const pglite = ['server on PGlite', ...vitest('server', 'server-pglite'), { DATABASE_URL: '' }]
if (process.env.TEST_DATABASE_URL) {
  const postgres = ['server on PostgreSQL', ...vitest('server', 'server-postgres'), { DATABASE_URL: process.env.TEST_DATABASE_URL }]
  steps.push(['server on PGlite and on PostgreSQL, at once', [pglite, postgres]])
} else {
  steps.push(pglite)
}
steps.push(
  ['client build', bin('vite'), ['build']],
  ['end-to-end in Chromium', bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` }],
)

/** Passed and failed test counts from the vitest and Playwright JSON reports written so far. */
function counts() {
  let passed = 0
  let failed = 0
  for (const name of ['unit', 'server-pglite', 'server-postgres', 'e2e']) {
    const file = `${out}/${name}.json`
    if (!existsSync(file)) continue
    const report = JSON.parse(readFileSync(file, 'utf8'))
    if (name === 'e2e') {
      passed += report.stats?.expected ?? 0
      failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0)
    } else {
      passed += report.numPassedTests ?? 0
      failed += report.numFailedTests ?? 0
    }
  }
  return { passed, failed }
}

/** Runs one command; its output goes to the terminal, or to a file (printed when it ends) when another runs beside it. */
function run([title, cmd, args, env], logFile) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    if (logFile) {
      const log = createWriteStream(logFile)
      child.stdout.pipe(log)
      child.stderr.pipe(log)
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      if (logFile) console.log(`\n--- ${title}, its output ---\n${readFileSync(logFile, 'utf8')}`)
      console.log(`=== ${title}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve({ title, status })
    })
  })
}

let failedStep = null
for (const step of steps) {
  console.log(`\n=== ${step[0]} ===`)
  const together = Array.isArray(step[1])
  const started = Date.now()
  const results = together
    ? await Promise.all(step[1].map((part, i) => run(part, i === 0 ? null : `${out}/${part[0].replaceAll(' ', '-')}.log`)))
    : [await run(step)]
  if (together) console.log(`=== ${step[0]}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const failed = results.find((r) => r.status !== 0)
  if (failed) {
    failedStep = failed
    break
  }
}
const { passed, failed } = counts()
if (failedStep) console.log(`\nstopped at: ${failedStep.title}`)
console.log(`\ntests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`)
process.exit(failedStep ? failedStep.status : 0)
