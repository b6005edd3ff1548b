import { expect } from 'vitest'
import type { TestServer } from './harness'
import { uniqueEmail } from './harness'

/** A user made through the API as the admin; every field the test does not give takes a plain value. */
export async function createUser(s: TestServer, token: string, fields: Record<string, unknown> = {}) {
  const res = await s.request('POST', '/api/admin/users', {
    token,
    body: { first_name: 'Ada', last_name: 'Lovelace', email: uniqueEmail('admin-made'), password: 'secret-pass', role: 'user', ...fields },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; email: string; account_id: number } & Record<string, any>
}

/** Every row of the list, page by page, following next_cursor. */
export async function allPages(s: TestServer, token: string, query: string, limit: number) {
  const seen: any[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const res: { status: number; body: any } = await s.request('GET', `/api/admin/users?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.length).toBeLessThanOrEqual(limit)
    seen.push(...res.body.data)
    cursor = res.body.next_cursor
    pages++
  } while (cursor && pages < 200)
  return seen
}
