import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDatabase } from '../../src/server/db/client'
import { seedDatabase } from '../../src/server/db/seed'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { createUser } from '../../src/server/modules/users/user-repository'
import { hashPassword } from '../../src/server/security/passwords'
import { throwawayPostgres } from './harness'
import { postJson, serverHome, type SpawnedServer } from './spawned-server'

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * A crash test's count (kills, leads, autopilots): the given one for the database the test runs on, or the env
 * variable `name` when set (CRASH_KILLS=20 CRASH_LEADS=1000 for a longer soak than `npm test` can afford).
 */
export function crashCount(name: 'CRASH_KILLS' | 'CRASH_LEADS' | 'CRASH_AUTOPILOTS', counts: { postgres: number; pglite: number }): number {
  const raised = Number(process.env[name])
  if (Number.isInteger(raised) && raised > 0) return raised
  return process.env.DATABASE_URL ? counts.postgres : counts.pglite
}

/**
 * A crash test's world: the real server run as a child process on its own data (PGlite, or a throwaway PostgreSQL
 * database on CI), a local webhook receiver keeping every delivery's message id (as a receiver would dedupe by it),
 * and one signed-up user with purchased credits. `env` adds settings of the test's own to every start of the server
 * (`WL_BULK_STEP` for small bulk steps). `dispose()` in afterAll.
 */
export function crashWorld(prefix: string, env: Record<string, string> = {}) {
  const home = serverHome(prefix)
  const received: string[] = []
  const receiver = createServer((req, res) => {
    received.push(String(req.headers['webhook-id']))
    req.resume()
    req.on('end', () => res.end('ok'))
  })
  let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null
  let location: { pgliteDir: string; databaseUrl?: string } = { pgliteDir: home.pgliteDir }
  let current: SpawnedServer | null = null
  let currentUrl = ''

  /** A short lease and stale time, so work of a killed process is taken up again within seconds. */
  const start = () =>
    home.start({ databaseUrl: postgres?.url, env: { SEARCH_STALE_SECONDS: '2', LEAD_JOB_RETRY_SECONDS: '0', OUTBOUND_ALLOW: '127.0.0.1', OUTBOUND_ANY_PORT: '1', ...env } })
  /** A start can be slow on a loaded machine (PGlite replays its log after a kill): wait longer than the default. */
  const urlOf = async (server: SpawnedServer) => (await server.waitFor(/listening on (http:\/\/\S+)/, 150_000))[1]

  /** Kills the running server with SIGKILL now (it may already be dead), starts it again on the same data: its URL. */
  async function killAndRestart(): Promise<string> {
    current!.child.kill('SIGKILL')
    await current!.exited
    current = start()
    currentUrl = await urlOf(current)
    return currentUrl
  }

  return {
    received,
    /** Starts the receiver and the database, seeds it and makes the user; answers the hook URL, the open database and the account. */
    async setUp(user: { email: string; password: string; firstName: string; lastName: string }, credits: number) {
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
      const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
      postgres = await throwawayPostgres()
      location = { pgliteDir: home.pgliteDir, databaseUrl: postgres?.url }
      const setup = await openDatabase(location)
      await seedDatabase(setup.db, {})
      const made = await createUser(setup.db, { email: user.email, firstName: user.firstName, lastName: user.lastName, passwordHash: await hashPassword(user.password), emailVerifiedAt: new Date() }, new Date())
      const accountId = (await homeAccountId(setup.db, made!.id))!
      await grantPurchased(setup.db, { accountId, amount: credits, key: `test:${prefix}`, now: new Date() })
      const startBalance = await creditBalance(setup.db, accountId, new Date())
      return { hook, setup, accountId, startBalance }
    },
    /** Starts the server and signs the user in: its URL and the token. */
    async boot(user: { email: string; password: string }) {
      current = start()
      currentUrl = await urlOf(current)
      const token = (await postJson(currentUrl, '/auth/login', user)).body.authorisation.token as string
      return { url: currentUrl, token }
    },
    /** Kills the server with SIGKILL `kills` times at random points (0.3 to 2.8 s apart), starting it again each time; its URL then. */
    async killAtRandom(kills: number): Promise<string> {
      for (let k = 0; k < kills; k++) {
        await pause(300 + Math.floor(Math.random() * 2_500))
        current!.child.kill('SIGKILL')
        await current!.exited
        current = start()
        currentUrl = await urlOf(current)
      }
      return currentUrl
    },
    /**
     * Kills the server with SIGKILL `kills` times while work runs, starting it again each time: kill k waits until
     * `progress()` (polled every 10 ms) reaches a random point of the k-th of `kills` equal parts of the first 80% of
     * `total` less one `step` (progress moves a batch at a time: a target inside the last batch would be reached only
     * when the work is done; the last 20% leaves the last kill work to land in), then a random 0 to
     * 40 ms more. Answers the URL then and how many kills found the work unfinished (progress below `total` just
     * before the kill).
     */
    async killDuring(kills: number, total: number, progress: () => Promise<number>, options: { step?: number; ms?: number } = {}): Promise<{ url: string; midWork: number }> {
      const { step = 1, ms = 300_000 } = options
      // Progress moves `step` at a time (a batch): a target in the last step would be reached only with the work done.
      const span = Math.max(1, 0.8 * total - step)
      let midWork = 0
      for (let k = 0; k < kills; k++) {
        const target = Math.floor((span * (k + 0.5 + Math.random() * 0.5)) / kills)
        const deadline = Date.now() + ms
        let reached = await progress()
        while (reached < target) {
          if (Date.now() > deadline) throw new Error(`Progress stuck at ${reached} of ${total} before kill ${k + 1}\n${current!.output()}`)
          await pause(10)
          reached = await progress()
        }
        await pause(Math.floor(Math.random() * 40))
        if ((await progress()) < total) midWork++
        await killAndRestart()
      }
      return { url: currentUrl, midWork }
    },
    /** The running server process. */
    server: () => current!,
    killAndRestart,
    /** Polls `done` every half second until it holds, failing with the server's output after `ms`. */
    async waitUntil(ms: number, done: () => Promise<boolean>, what: () => string) {
      const deadline = Date.now() + ms
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`${what()}\n${current!.output()}`)
        await pause(500)
      }
    },
    /** Stops the server cleanly (its exit code, 0 when it shut down well) and opens the database to check it. */
    async stopAndOpen() {
      current!.child.kill('SIGTERM')
      const code = await current!.exited
      return { code, check: await openDatabase(location) }
    },
    async dispose() {
      receiver.close()
      home.dispose()
      await postgres?.drop()
    },
  }
}
