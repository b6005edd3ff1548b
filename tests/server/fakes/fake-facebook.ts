import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FACEBOOK_APP_ID = '1234567890'
export const FACEBOOK_APP_SECRET = 'fb-test-secret'

type FbUser = { id: string; email?: string; first_name: string; last_name: string }
type Issued = { user: FbUser; appId: string; valid: boolean }

const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'AbCdEf' } })

/** Answers /debug_token and /me in the Graph API's JSON shapes for tokens it issued. */
export async function startFakeFacebook() {
  const tokens = new Map<string, Issued>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const at = url.searchParams.get('access_token') ?? ''
    if (url.pathname === '/v18.0/debug_token') {
      if (at !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return send(400, oauthError('Invalid OAuth access token signature.'))
      const issued = tokens.get(url.searchParams.get('input_token') ?? '')
      if (!issued) {
        return send(200, { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } })
      }
      const now = Math.floor(Date.now() / 1000)
      return send(200, {
        data: {
          app_id: issued.appId,
          type: 'USER',
          application: 'Lead Console Test',
          data_access_expires_at: now + 7776000,
          expires_at: now + 5183944,
          is_valid: issued.valid,
          scopes: ['email', 'public_profile'],
          user_id: issued.user.id,
        },
      })
    }
    if (url.pathname === '/v18.0/me') {
      const issued = tokens.get(at)
      if (!issued || !issued.valid) return send(400, oauthError('Invalid OAuth access token.'))
      const fields = (url.searchParams.get('fields') ?? 'id').split(',')
      const record = issued.user as Record<string, unknown>
      return send(200, Object.fromEntries(fields.filter((f) => record[f] !== undefined).map((f) => [f, record[f]])))
    }
    send(404, oauthError('Unknown path components'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  let next = 1

  /** A user access token as Facebook Login would hand to the browser. */
  function userToken(user: Omit<FbUser, 'id'> & { id?: string }, options: { appId?: string; valid?: boolean } = {}) {
    const token = `EAAB${Date.now().toString(36)}${next++}`
    tokens.set(token, { user: { id: user.id ?? String(10_000_000 + next), ...user }, appId: options.appId ?? FACEBOOK_APP_ID, valid: options.valid ?? true })
    return token
  }

  return {
    graphUrl: `http://127.0.0.1:${port}/v18.0`,
    userToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
