import { siteSettings } from '../api/account'
import { defaultBusinessSettings } from '../shared/theme'
import type { BusinessSettings } from '../shared/types'
import { applyThemeColors } from './theme'
import { unloadChatWidget } from './session/chat-widget'
import { sharedValue } from './ui/shared-value'

/** Marks every node the white-label `script` setting put into the page, so logout can take them all out again. */
export const INJECTED_ATTR = 'data-lc-injected'

/** Elements third-party chat widgets add to the page (Intercom, Crisp, Tawk, HubSpot, LeadConnector). */
const CHAT_WIDGET_SELECTORS = [
  '#intercom-container',
  '.intercom-lightweight-app',
  'iframe[id^="intercom"]',
  '#crisp-chatbox',
  'iframe[title*="chat" i]',
  '[id^="tawk"]',
  '#hubspot-messages-iframe-container',
  'chat-widget',
  '[data-chat-widget]',
]

const branding = sharedValue<BusinessSettings>(defaultBusinessSettings)

export function getBranding(): BusinessSettings {
  return branding.get()
}

export function useBranding(): BusinessSettings {
  return branding.use()
}

/** Colours, title and favicon of the business settings; empty values keep the defaults. */
export function applyBranding(s: BusinessSettings): void {
  applyThemeColors({
    primary: s.button_color,
    secondary: s.secondary_color,
    text: s.text_color,
    heading: s.heading_color,
    sidebarBg: s.sidebar_background_color,
    loginBg: s.login_page_bg_color,
  })
  if (s.name) document.title = s.name
  if (s.favicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.appendChild(link)
    }
    link.href = s.favicon
  }
}

/** The page's CSP nonce (the server stamps it on index.html): an inline script runs only when it carries it. */
const cspNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''

/**
 * Puts the white-label custom HTML into the page. Scripts parsed from HTML never run, so each one is recreated
 * as a live element (attributes and text copied, the page's nonce given) before it is appended.
 */
export function injectCustomScript(html: string): void {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const node of Array.from(template.content.childNodes)) {
    if (!(node instanceof Element)) continue
    let el: Element = node
    if (node.tagName === 'SCRIPT') {
      const live = document.createElement('script')
      for (const attr of Array.from(node.attributes)) live.setAttribute(attr.name, attr.value)
      live.text = node.textContent ?? ''
      live.nonce = cspNonce()
      el = live
    }
    el.setAttribute(INJECTED_ATTR, '')
    document.body.appendChild(el)
  }
}

export function removeInjectedScripts(): void {
  for (const el of Array.from(document.querySelectorAll(`[${INJECTED_ATTR}]`))) el.remove()
}

export function removeChatWidget(): void {
  unloadChatWidget()
  const w = window as unknown as { Intercom?: (cmd: string) => void; $crisp?: { push(a: unknown[]): void } }
  try {
    w.Intercom?.('shutdown')
    w.$crisp?.push(['do', 'chat:hide'])
  } catch {
    // A half-loaded widget may throw; its elements are removed below either way.
  }
  for (const el of Array.from(document.querySelectorAll(CHAT_WIDGET_SELECTORS.join(',')))) el.remove()
}

/** Loads this domain's business settings and applies them; any failure keeps the default look. */
export async function startBranding(domain: string = window.location.hostname): Promise<BusinessSettings> {
  try {
    const loaded = await siteSettings(domain)
    const merged: BusinessSettings = { ...defaultBusinessSettings, ...stripEmpty(loaded) }
    branding.set(merged)
    applyBranding(merged)
    if (merged.script) injectCustomScript(merged.script)
    return merged
  } catch {
    return branding.get()
  }
}


function stripEmpty(s: Partial<BusinessSettings>): Partial<BusinessSettings> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Partial<BusinessSettings>
}
