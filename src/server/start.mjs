// `npm start` (and start:api, start:worker): build the client when it is missing or older than its sources, then become the server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { constants } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const builtIndex = path.join(root, 'dist', 'index.html')
const clientSources = ['src/client', 'src/api', 'src/shared', 'commands', 'machines', 'index.html', 'vite.config.ts']

/** Newest modification time under `target` (a file or a directory), 0 when it does not exist. */
function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

function clientIsStale() {
  if (!existsSync(builtIndex)) return true
  const built = statSync(builtIndex).mtimeMs
  return clientSources.some((source) => newestMtime(path.join(root, source)) > built)
}

// `npm run start:api` and `npm run start:worker` name the process's role (ROLE, src/server/server-role.ts).
const role = process.argv[2]
if (role) process.env.ROLE = role

// A server told to serve another client directory (CLIENT_DIR) gets no build of dist/; a worker serves no client.
if (!process.env.CLIENT_DIR && process.env.ROLE?.trim().toLowerCase() !== 'worker' && clientIsStale()) {
  console.log('Building the client (dist/ is missing or older than its sources)...')
  const vite = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite')
  const build = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error(existsSync(builtIndex) ? 'The client build failed; serving the previous build.' : 'The client build failed; starting the API without the console.')
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server', 'main.ts')], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode == null) server.kill(signal)
  })
}
server.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1))
})
