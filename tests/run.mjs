// `npm test`: the house rules, then every suite in order, stopping at the first failure. With TEST_DATABASE_URL set (CI), the
// server suite runs a second time against that PostgreSQL server. The last line counts the tests run.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`
const out = '.tmp/test-reports'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const vitest = (project, report) => [bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}/${report}.json`]]

const steps = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['commands docs are current', 'node', ['--import', 'tsx', 'commands/cli.ts', '--check']],
  // The layering and no import circles (tests/rules/dependencies.cjs), then unused files, exports and dependencies.
  ['dependency rules', bin('depcruise'), ['--config', 'tests/rules/dependencies.cjs', '--output-type', 'err', 'src', 'commands', 'machines', 'tests']],
  ['unused code (knip)', bin('knip'), ['--no-progress']],
  ['unit and machines', ...vitest('unit', 'unit')],
  ['server on PGlite', ...vitest('server', 'server-pglite'), { DATABASE_URL: '' }],
]
if (process.env.TEST_DATABASE_URL) {
  steps.push(['server on PostgreSQL', ...vitest('server', 'server-postgres'), { DATABASE_URL: process.env.TEST_DATABASE_URL }])
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

let failedStep = null
for (const [title, cmd, args, env] of steps) {
  console.log(`\n=== ${title} ===`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`=== ${title}: ${res.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (res.status !== 0) {
    failedStep = { title, status: res.status ?? 1 }
    break
  }
}
const { passed, failed } = counts()
if (failedStep) console.log(`\nstopped at: ${failedStep.title}`)
console.log(`\ntests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`)
process.exit(failedStep ? failedStep.status : 0)
