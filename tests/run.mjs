// `npm test`: every suite in order, stopping at the first failure. With TEST_DATABASE_URL set (CI), the
// server suite runs a second time against that PostgreSQL server.
import { spawnSync } from 'node:child_process'

const bin = (name) => `node_modules/.bin/${name}`
const steps = [
  ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['commands docs are current', 'node', ['--import', 'tsx', 'commands/cli.ts', '--check']],
  ['unit and machines', bin('vitest'), ['run', '--project', 'unit']],
  ['server on PGlite', bin('vitest'), ['run', '--project', 'server'], { DATABASE_URL: '' }],
]
if (process.env.TEST_DATABASE_URL) {
  steps.push(['server on PostgreSQL', bin('vitest'), ['run', '--project', 'server'], { DATABASE_URL: process.env.TEST_DATABASE_URL }])
}
steps.push(['client build', bin('vite'), ['build']], ['end-to-end in Chromium', bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']])

let passed = 0
for (const [title, cmd, args, env] of steps) {
  console.log(`\n=== ${title} ===`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`=== ${title}: ${res.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (res.status !== 0) {
    console.log(`\nsteps: ${passed} passed, 1 failed`)
    process.exit(res.status ?? 1)
  }
  passed++
}
console.log(`\nsteps: ${passed} passed, 0 failed`)
