import { afterAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, like } from 'drizzle-orm'
import { creditLedger, walletPayments } from '../../src/server/db/schema'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { crashWorld } from './crash-harness'
import { postJson } from './spawned-server'

const world = crashWorld('ack-writes')
const USER = { email: 'ack-writes@example.com', password: 'ack-writes-pass', firstName: 'Ack', lastName: 'Writes' }
const onPostgres = Boolean(process.env.DATABASE_URL)
/**
 * Kills of the server, each right after a purchase was answered 200. A restart costs seconds (the server's modules
 * load again; PGlite replays its log), so `npm test` kills once; CRASH_ACK_KILLS=100 runs the full count.
 */
const KILLS = Number(process.env.CRASH_ACK_KILLS ?? 1)
/** Purchases in flight at each kill: one is answered, the others are cut off mid-way (they may or may not land). */
const IN_FLIGHT = 4
const PACK = 100

afterAll(() => world.dispose())

describe(`acknowledged writes survive SIGKILL (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`keeps every purchase answered 200 through ${KILLS} kills, each right after an answer`, { timeout: 300_000 + KILLS * 60_000 }, async () => {
    const { setup, accountId } = await world.setUp(USER, 1)
    await setup.close()
    let { url, token } = await world.boot(USER)
    const card = await postJson(url, '/api/wallet/cards', { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' }, token)
    expect(card.status).toBe(201)

    const acknowledged: { payment: number; requestId: string }[] = []
    let attempts = 0
    for (let kill = 0; kill < KILLS; kill++) {
      const server = world.server()
      let killed = false
      const buy = async (requestId: string) => {
        attempts += 1
        const res = await postJson(url, '/api/wallet/purchases', { credits: PACK, request_id: requestId }, token).catch(() => null)
        if (res?.status !== 200) return
        acknowledged.push({ payment: res.body.payment.id, requestId })
        // The first answer ends the process at once: SIGKILL, no chance to flush anything after the answer.
        if (!killed) {
          killed = true
          server.child.kill('SIGKILL')
        }
      }
      // A purchase still settling is answered 202 (not acknowledged as done): send more until one is answered 200.
      for (let round = 0; !killed && round < 20; round++) {
        await Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => buy(`ack-${kill}-${round}-${i}`)))
      }
      expect(killed, `no purchase answered 200 before kill ${kill + 1}`).toBe(true)
      url = await world.killAndRestart()
    }

    const { code, check } = await world.stopAndOpen()
    expect(code).toBe(0)
    try {
      const ids = acknowledged.map((a) => a.payment)
      expect(ids.length).toBeGreaterThanOrEqual(KILLS)
      const payments = await check.db.select().from(walletPayments).where(inArray(walletPayments.id, ids))
      expect(payments.map((p) => [p.id, p.status, p.requestKey]).sort()).toEqual(acknowledged.map((a) => [a.payment, 'succeeded', a.requestId]).sort())
      // Nothing half-written either: every purchase of the test that succeeded, answered or cut off, has its one grant.
      const succeeded = (await check.db.select().from(walletPayments).where(and(eq(walletPayments.status, 'succeeded'), like(walletPayments.requestKey, 'ack-%')))).map((p) => p.id)
      const keys = succeeded.map((id) => `wallet-payment:${id}`)
      const grants = await check.db.select().from(creditLedger).where(inArray(creditLedger.idempotencyKey, keys))
      expect(grants.map((g) => [g.idempotencyKey, g.amount]).sort()).toEqual(keys.map((k) => [k, PACK]).sort())
      // The buckets and the ledger agree after the kills.
      expect(await ledgerSum(check.db, accountId)).toBe(await creditBalance(check.db, accountId, new Date()))
    } finally {
      await check.close()
    }
  })
})
