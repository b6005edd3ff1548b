import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plans as plansTable } from '../../src/server/db/schema'
import { ADMIN, startTestServer, type TestServer } from './harness'
import { allPages, createUser } from './admin-users-fixtures'

let s: TestServer
let admin: string
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  admin = await s.login(ADMIN.email, ADMIN.password)
}, 60_000)
afterAll(async () => {
  await s?.close()
})

describe('the list', () => {
  it('pages every sort in both directions with no gap or repeat', async () => {
    const label = `kset${Date.now().toString(36)}`
    const names = ['Zoe', 'adam', 'Bob', 'bob', 'Éva', 'Carl', 'carl', 'Dina', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo']
    const made: number[] = []
    for (const [i, name] of names.entries()) {
      s.clock.advance(i % 3 === 0 ? 0 : 1000)
      const user = await createUser(s, admin, { first_name: name, last_name: label, email: `${label}.${i}@example.com`, credits: (i % 4) * 10 })
      made.push(user.id)
      if (i % 2 === 0) await s.login(user.email, 'secret-pass')
    }
    for (const sort of ['created_at', 'name', 'email', 'last_login_at', 'credits']) {
      for (const dir of ['asc', 'desc']) {
        const rows = await allPages(s, admin, `q=${label}&sort=${sort}&dir=${dir}`, 3)
        const ids = rows.map((r) => r.id)
        expect(new Set(ids).size, `${sort} ${dir}`).toBe(ids.length)
        expect([...ids].sort((a, b) => a - b), `${sort} ${dir}`).toEqual([...made].sort((a, b) => a - b))
        const key = (r: any) =>
          sort === 'name' ? `${r.first_name} ${r.last_name}`.toLowerCase() : sort === 'last_login_at' ? (r.last_login_at ?? '') : sort === 'credits' ? r.credits : r[sort]
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key(rows[i - 1]), key(rows[i])]
          if (sort === 'name') continue // collation order: checked by the database, not by JS
          const ordered = dir === 'asc' ? a < b || (a === b && rows[i - 1].id < rows[i].id) : a > b || (a === b && rows[i - 1].id > rows[i].id)
          expect(ordered, `${sort} ${dir} at ${i}: ${a} ${b}`).toBe(true)
        }
      }
    }
    const first = await s.request('GET', `/api/admin/users?q=${label}&limit=5`, { token: admin })
    expect(first.body.total).toBe(names.length)
    expect(first.body.data).toHaveLength(5)
  })

  it('searches by the start of the e-mail, first name, last name or full name, whatever the case', async () => {
    const tag = `srch${Date.now().toString(36)}`
    const ada = await createUser(s, admin, { first_name: `${tag}Ada`, last_name: 'Byron', email: `${tag}.ada@example.com` })
    const bob = await createUser(s, admin, { first_name: 'Bob', last_name: `${tag}Smith`, email: `bob.${tag}@example.com` })
    const ids = async (q: string) => (await s.request('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { token: admin })).body.data.map((u: { id: number }) => u.id).sort()
    expect(await ids(tag.toUpperCase())).toEqual([ada.id, bob.id].sort())
    expect(await ids(`${tag}.ada@`)).toEqual([ada.id])
    expect(await ids(`${tag}ada byr`)).toEqual([ada.id])
    expect(await ids(`bob ${tag}sm`)).toEqual([bob.id])
    expect(await ids(`${tag}%`)).toEqual([])
    expect(await ids('byron')).toContain(ada.id)
    expect(await ids('yron')).not.toContain(ada.id)
  })

  it('filters by plan, status and role, with the filter\'s total', async () => {
    const tag = `flt${Date.now().toString(36)}`
    const [gold] = await s.db.insert(plansTable).values({ name: `Gold ${tag}` }).returning()
    const onGold = await createUser(s, admin, { first_name: tag, plan_id: gold.id })
    const staff = await createUser(s, admin, { first_name: tag, role: 'admin' })
    const off = await createUser(s, admin, { first_name: tag })
    await s.request('POST', '/api/admin/users/bulk', { token: admin, body: { action: 'disable', ids: [off.id] } })
    const list = async (q: string) => (await s.request('GET', `/api/admin/users?q=${tag}&${q}`, { token: admin })).body
    expect((await list(`plan_id=${gold.id}`)).data.map((u: any) => u.id)).toEqual([onGold.id])
    expect((await list(`plan_id=${gold.id}`)).data[0].plan).toEqual({ id: gold.id, name: gold.name })
    expect((await list('role=admin')).data.map((u: any) => u.id)).toEqual([staff.id])
    expect((await list('status=disabled')).data.map((u: any) => u.id)).toEqual([off.id])
    expect((await list('')).total).toBe(3)
    const bad = await s.request('GET', '/api/admin/users?sort=shoe_size', { token: admin })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['sort'])
    const badCursor = await s.request('GET', '/api/admin/users?cursor=bm90LW91cnM', { token: admin })
    expect(badCursor.status).toBe(422)
    expect(Object.keys(badCursor.body.errors)).toEqual(['cursor'])
    const tooMany = await s.request('GET', '/api/admin/users?limit=501', { token: admin })
    expect(Object.keys(tooMany.body.errors)).toEqual(['limit'])
  })
})
