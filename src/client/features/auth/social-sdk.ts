/**
 * Provider SDKs load on click only (they are large and need the network). Each resolves with the token the
 * server verifies: a Google ID token (JWT) or a Facebook user access token.
 */
export type SocialProvider = 'google' | 'facebook'

export const socialConfig: Record<SocialProvider, string | undefined> = {
  google: import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined,
  facebook: import.meta.env.VITE_FACEBOOK_APP_ID as string | undefined,
}

export const configuredProviders = (Object.keys(socialConfig) as SocialProvider[]).filter((p) => Boolean(socialConfig[p]))

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve()
    const s = document.createElement('script')
    s.src = src
    s.async = true
    s.onload = () => resolve()
    s.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.appendChild(s)
  })
}

type GoogleId = {
  initialize(o: { client_id: string; callback(r: { credential?: string }): void }): void
  prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void
}
type FacebookSdk = {
  init(o: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(cb: (r: { authResponse?: { accessToken: string } | null }) => void, o?: { scope: string }): void
}

async function googleToken(clientId: string): Promise<string> {
  await loadScript('https://accounts.google.com/gsi/client')
  const id = (window as unknown as { google?: { accounts: { id: GoogleId } } }).google?.accounts.id
  if (!id) throw new Error('Google sign-in is unavailable')
  return new Promise((resolve, reject) => {
    id.initialize({ client_id: clientId, callback: (r) => (r.credential ? resolve(r.credential) : reject(new Error('No credential'))) })
    id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment()) reject(new Error('Google sign-in was dismissed'))
    })
  })
}

async function facebookToken(appId: string): Promise<string> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js')
  const FB = (window as unknown as { FB?: FacebookSdk }).FB
  if (!FB) throw new Error('Facebook sign-in is unavailable')
  FB.init({ appId, version: 'v18.0', cookie: false, xfbml: false })
  return new Promise((resolve, reject) => {
    FB.login((r) => (r.authResponse?.accessToken ? resolve(r.authResponse.accessToken) : reject(new Error('Facebook sign-in was dismissed'))), { scope: 'email' })
  })
}

export function providerToken(provider: SocialProvider): Promise<string> {
  const key = socialConfig[provider]
  if (!key) return Promise.reject(new Error(`${provider} sign-in is not configured`))
  return provider === 'google' ? googleToken(key) : facebookToken(key)
}
