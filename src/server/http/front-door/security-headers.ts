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
 * inline styles.
 */
const pageHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", "'self'", 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https:', 'wss:'],
    frameSrc: ['https:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
})

/** JSON, CSV and event streams: nothing in them may load or run anything. */
const apiHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
})

export const securityHeaders: MiddlewareHandler = (c, next) => (isApiPath(c.req.path) ? apiHeaders(c, next) : pageHeaders(c, next))

/** The nonce of this answer's page policy, for the scripts of index.html. */
export const pageNonce = (c: { get(key: 'secureHeadersNonce'): unknown }): string | undefined => {
  const nonce = c.get('secureHeadersNonce')
  return typeof nonce === 'string' ? nonce : undefined
}
