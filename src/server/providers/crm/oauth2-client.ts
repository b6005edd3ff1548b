import type { CrmHttp } from './crm-http'
import { CrmError } from './crm-http'
import type { OauthClientConfig } from './crm-config'
import type { OauthTokens } from './crm-types'

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number | string; scope?: string } & Record<string, unknown>

export type OauthClientOptions = {
  /** Extra form fields on both token calls (GHL: user_type=Location). */
  tokenParams?: Record<string, string>
  /** How the refresh call authenticates the client: in the form (RFC 6749 client_secret_post) or HTTP Basic (Keap). */
  refreshAuth?: 'body' | 'basic'
  /** The CRM account and a label out of the token answer (GHL sends locationId). */
  describe?(answer: TokenAnswer): { externalId: string | null; label: string | null }
}

/** The authorization-code grant and the refresh_token grant, as RFC 6749 and the three OAuth CRMs document them. */
export function oauth2Client(config: OauthClientConfig, http: CrmHttp, now: () => Date, options: OauthClientOptions = {}) {
  const client = { client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '' }

  function read(answer: TokenAnswer, previousRefresh: string | null): OauthTokens {
    if (typeof answer.access_token !== 'string' || !answer.access_token) throw new CrmError('The CRM answered no access token', null, false)
    const seconds = Number(answer.expires_in)
    const described = options.describe?.(answer) ?? { externalId: null, label: null }
    return {
      accessToken: answer.access_token,
      // Some CRMs rotate the refresh token on every refresh, others keep it: keep the old one when none comes back.
      refreshToken: typeof answer.refresh_token === 'string' && answer.refresh_token ? answer.refresh_token : previousRefresh,
      expiresAt: Number.isFinite(seconds) && seconds > 0 ? new Date(now().getTime() + seconds * 1000) : null,
      scope: typeof answer.scope === 'string' ? answer.scope : null,
      ...described,
    }
  }

  return {
    configured: Boolean(config.clientId && config.clientSecret),
    authorizeUrl(state: string, redirectUri: string) {
      const url = new URL(config.authorizeUrl)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('client_id', client.client_id)
      url.searchParams.set('redirect_uri', redirectUri)
      url.searchParams.set('scope', config.scope)
      url.searchParams.set('state', state)
      return url.href
    },
    async exchangeCode(code: string, redirectUri: string) {
      const { body } = await http<TokenAnswer>(config.tokenUrl, {
        form: { ...client, grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...options.tokenParams },
      })
      return read(body, null)
    },
    async refresh(refreshToken: string) {
      const basic = options.refreshAuth === 'basic'
      const { body } = await http<TokenAnswer>(config.tokenUrl, {
        headers: basic ? { authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}` } : {},
        form: { ...(basic ? {} : client), grant_type: 'refresh_token', refresh_token: refreshToken, ...options.tokenParams },
      })
      return read(body, refreshToken)
    },
  }
}
