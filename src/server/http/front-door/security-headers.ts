import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { isApiPath } from '../api-paths'

/** Headers every answer carries, page or API (docs/decisions.md, "The front door"). */
const common = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: true,
  // Sign-in with Google and Facebook opens their window and hears back from it: same-origin would cut it off.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  crossOriginResourcePolicy: 'same-origin',
  // HTTPS is the proxy's business: HSTS for the whole domain is a choice for whoever runs the TLS in front.
  strictTransportSecurity: false,
} as const

/**
 * The client's page. Scripts are strict: only those carrying this answer's nonce (index.html's, stamped by
 * client-assets.ts) and what they load themselves ('strict-dynamic': the lazy chunks, Stripe.js, the Google and
 * Facebook SDKs, the white-label script's widgets); no eval, no inline handlers, no plugins, no <base>. Styles,
 * images, fonts, frames and connections are open to https: because the white-label script may add any chat widget
 * and Stripe, Google and Facebook each bring frames, images and endpoints of their own; goober and those SDKs write
 * inline styles. A configured chat widget's origin (`widgetOrigin`) is added to scripts and connections, so a widget
 * served over plain http (a local one) loads and talks to its server; without one nothing is added.
 */
function pageHeaders(widgetOrigin: string | null) {
  const widget = widgetOrigin ? [widgetOrigin] : []
  return secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", "'self'", 'https:', ...widget],
      styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", 'https:', 'wss:', ...widget],
      frameSrc: ['https:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  })
}

/** JSON, CSV and event streams: nothing in them may load or run anything. */
const apiHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
})

/** The headers of every answer; `chatWidgetScript` is the configured chat widget's loader URL, if any. */
export function securityHeaders(chatWidgetScript: string | null = null): MiddlewareHandler {
  const page = pageHeaders(chatWidgetScript ? new URL(chatWidgetScript).origin : null)
  return (c, next) => (isApiPath(c.req.path) ? apiHeaders(c, next) : page(c, next))
}

/** The nonce of this answer's page policy, for the scripts of index.html. */
export const pageNonce = (c: { get(key: 'secureHeadersNonce'): unknown }): string | undefined => {
  const nonce = c.get('secureHeadersNonce')
  return typeof nonce === 'string' ? nonce : undefined
}
