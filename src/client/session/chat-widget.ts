import type { ChatWidgetConfig } from '../../shared/billing/types'
import type { User } from '../../shared/types'

/** Marks the loader script this module put in the page. */
export const CHAT_WIDGET_ATTR = 'data-lc-chat-widget'

/** The globals the loader defined while it ran, so logout can take them out again; null while nothing is loaded. */
let loaded: { globals: Set<string> } | null = null

const windowKeys = () => new Set(Object.getOwnPropertyNames(window))

/** The page's CSP nonce (the server stamps it on index.html). */
const cspNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''

/**
 * Loads a provider-neutral chat widget: one `<script src>` whose data attributes carry the app id and the user's
 * identity (id, name, e-mail and the server's HMAC `hash`, which lets the widget's provider verify it). Once per
 * page: a second call while one is loaded does nothing. The globals the loader defined by the time it has run (its
 * load event) are recorded for unloadChatWidget; nothing defined later by anyone else is touched.
 */
export function loadChatWidget(config: ChatWidgetConfig, user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'hash'>): HTMLScriptElement | null {
  if (loaded || document.querySelector(`script[${CHAT_WIDGET_ATTR}]`)) return null
  const before = windowKeys()
  const state = { globals: new Set<string>() }
  loaded = state
  const script = document.createElement('script')
  script.src = config.script_url
  script.async = true
  script.nonce = cspNonce()
  script.setAttribute(CHAT_WIDGET_ATTR, '')
  script.dataset.appId = config.app_id
  script.dataset.userId = String(user.id)
  script.dataset.userName = `${user.first_name} ${user.last_name}`.trim()
  script.dataset.userEmail = user.email
  script.dataset.userHash = user.hash
  script.addEventListener('load', () => {
    for (const key of windowKeys()) if (!before.has(key)) state.globals.add(key)
  })
  document.head.appendChild(script)
  return script
}

/** Takes the loader script out, and the globals it defined; the widget's elements are removed by branding.ts's removeChatWidget. */
export function unloadChatWidget(): void {
  for (const el of Array.from(document.querySelectorAll(`script[${CHAT_WIDGET_ATTR}]`))) el.remove()
  if (!loaded) return
  const w = window as unknown as Record<string, unknown>
  for (const key of loaded.globals) {
    try {
      delete w[key]
    } catch {
      w[key] = undefined
    }
  }
  loaded = null
}
