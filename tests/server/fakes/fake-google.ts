import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com'

/** Serves a JWKS in Google's format (/certs) and signs ID tokens the way Google does (RS256, kid header). */
export async function startFakeGoogle() {
  const kid = 'test-key-1'
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const strangerKeys = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/certs')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      res.end(JSON.stringify({ keys: [jwk] }))
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  type Claims = JWTPayload & { email?: string; email_verified?: boolean; given_name?: string; family_name?: string }
  /** An ID token as Google issues it; override claims to make it wrong, or sign with a stranger's key. */
  async function idToken(claims: Claims, options: { signWithStranger?: boolean } = {}) {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(claims.iss ?? 'https://accounts.google.com')
      .setAudience(claims.aud ?? GOOGLE_CLIENT_ID)
      .setSubject(claims.sub ?? String(now))
      .setIssuedAt(now)
      .setExpirationTime(claims.exp ?? now + 3600)
      .sign(options.signWithStranger ? strangerKeys.privateKey : privateKey)
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    idToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
