import { createRemoteJWKSet, jwtVerify } from 'jose'

/** What a provider vouches for after checking a token. */
export type VerifiedIdentity = { provider: 'google' | 'facebook'; providerUserId: string; email: string; firstName: string; lastName: string }
export type IdentityVerifier = (token: string) => Promise<VerifiedIdentity | null>
export type IdentityVerifiers = { google: IdentityVerifier; facebook: IdentityVerifier }

type IdentityConfig = {
  googleClientId?: string
  googleJwksUrl: string
  facebookAppId?: string
  facebookAppSecret?: string
  facebookGraphUrl: string
}

const FETCH_TIMEOUT_MS = 5000

export function createIdentityVerifiers(config: IdentityConfig): IdentityVerifiers {
  return { google: googleVerifier(config), facebook: facebookVerifier(config) }
}

/** Google ID tokens: RS256 JWTs signed by a key of Google's JWKS, for our client id, with a verified e-mail. */
function googleVerifier(config: IdentityConfig): IdentityVerifier {
  const jwks = createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: FETCH_TIMEOUT_MS })
  return async (token) => {
    if (!config.googleClientId) return null
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
        audience: config.googleClientId,
      })
      const verified = payload.email_verified === true || payload.email_verified === 'true'
      if (!verified || typeof payload.email !== 'string' || typeof payload.sub !== 'string') return null
      return {
        provider: 'google',
        providerUserId: payload.sub,
        email: payload.email,
        firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
        lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
      }
    } catch {
      return null
    }
  }
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } })
  if (!response.ok) return null
  return response.json()
}

/** Facebook user access tokens: checked with the Graph debug endpoint for our app, then the profile is read. */
function facebookVerifier(config: IdentityConfig): IdentityVerifier {
  return async (token) => {
    if (!config.facebookAppId || !config.facebookAppSecret) return null
    try {
      const appToken = `${config.facebookAppId}|${config.facebookAppSecret}`
      const debug = (await getJson(
        `${config.facebookGraphUrl}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
      )) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } } | null
      const data = debug?.data
      if (!data?.is_valid || String(data.app_id) !== config.facebookAppId) return null
      const me = (await getJson(
        `${config.facebookGraphUrl}/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(token)}`,
      )) as { id?: string; email?: string; first_name?: string; last_name?: string } | null
      if (!me?.id || typeof me.email !== 'string' || (data.user_id != null && String(data.user_id) !== String(me.id))) return null
      return { provider: 'facebook', providerUserId: String(me.id), email: me.email, firstName: me.first_name ?? '', lastName: me.last_name ?? '' }
    } catch {
      return null
    }
  }
}
