// `npm test`: the unit tests with the house rules beside them, then every suite in order, stopping at the first failure.
// With TEST_DATABASE_URL set (CI), the server suite runs a second time against that PostgreSQL server, at the same
// time as the PGlite run: each runs its files one at a time in one process, PGlite's on one core and PostgreSQL's split
// between the test process and the database, so together they fill the two cores a CI machine has
// (docs/decisions.md). The last line counts the tests run.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, existsSync, createWriteStream } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`
const out = '.tmp/test-reports'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const vitest = (report, ...projects) => [bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}/${report}.json`]]

/**
 * A step is [title, command, args, env?], or [title, [lane, lane]] for lanes run at once, a lane being a step or a list
 * of steps run one after the other (stopping at its first failure).
 */
const checks = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['commands docs are current', 'node', ['--import', 'tsx', 'commands/cli.ts', '--check']],
  // The layering and no import circles (tests/rules/dependencies.cjs), then unused files, exports and dependencies.
  ['dependency rules', bin('depcruise'), ['--config', 'tests/rules/dependencies.cjs', '--output-type', 'err', 'src', 'commands', 'machines', 'tests']],
  ['unused code (knip)', bin('knip'), ['--no-progress']],
]
// The unit run keeps about one core of two busy (vite's transforms in its main process); the checks, one core each
// and one after the other, fill the other (docs/decisions.md).
const steps = [['unit and machines, with the type check and the house rules beside it', [['unit and machines', ...vitest('unit', 'unit', 'unit-logic')], checks]]]
const pglite = ['server on PGlite', ...vitest('server-pglite', 'server'), { DATABASE_URL: '' }]
if (process.env.TEST_DATABASE_URL) {
  const postgres = ['server on PostgreSQL', ...vitest('server-postgres', 'server'), { DATABASE_URL: process.env.TEST_DATABASE_URL }]
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

/**
 * Runs one command. Its output goes to the terminal, or, with `logFile` (another lane runs beside it), to that file,
 * returned as `report` for printing after the group.
 */
function run([title, cmd, args, env], logFile) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    const log = logFile && createWriteStream(logFile)
    if (log) {
      child.stdout.pipe(log, { end: false })
      child.stderr.pipe(log, { end: false })
    }
    child.on('close', async (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      const summary = `=== ${title}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`
      if (!log) {
        console.log(summary)
        return resolve({ title, status })
      }
      await new Promise((done) => log.end(done))
      resolve({ title, status, report: `\n--- ${title}, its output ---\n${readFileSync(logFile, 'utf8')}${summary}` })
    })
  })
}

/** Runs a lane's steps one after the other, stopping at the first that fails. */
async function runLane(lane, toTerminal) {
  const results = []
  for (const step of typeof lane[0] === 'string' ? [lane] : lane) {
    const result = await run(step, toTerminal ? null : `${out}/${step[0].replaceAll(' ', '-')}.log`)
    results.push(result)
    if (result.status !== 0) break
  }
  return results
}

let failedStep = null
for (const step of steps) {
  console.log(`\n=== ${step[0]} ===`)
  const together = Array.isArray(step[1])
  const started = Date.now()
  // Only the first lane writes to the terminal; the others' output is printed whole once the group ends.
  const results = (await Promise.all((together ? step[1] : [step]).map((lane, i) => runLane(lane, i === 0)))).flat()
  for (const result of results) if (result.report) console.log(result.report)
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
