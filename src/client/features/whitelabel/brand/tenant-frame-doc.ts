/** The frame's own policy, on top of the page's it inherits: no plugins, no <base>, forms only to https. */
const FRAME_POLICY = "object-src 'none'; base-uri 'none'; form-action https:"

/** What the frame may ask its page: its size, within these bounds (a chat bubble up to an open chat window). */
export const FRAME_LIMITS = { width: 420, height: 680 } as const
export const FRAME_SIZE_MESSAGE = 'lc:frame-size'

/**
 * The reseller's custom HTML as the document of a sandboxed frame. A srcdoc frame keeps the page's policy, whose
 * scripts need this page's nonce, so each script gets it: the frame's origin is opaque (no allow-same-origin), so
 * knowing the nonce opens nothing of the page. A small helper lets the script ask for room
 * (`parent.postMessage({ type: 'lc:frame-size', width, height }, '*')`).
 */
export function tenantFrameDocument(html: string, nonce: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.setAttribute('nonce', nonce)
  const policy = `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`
  const style = '<style>html,body{margin:0;background:transparent}</style>'
  return `<!doctype html><html><head>${policy}${style}</head><body>${template.innerHTML}</body></html>`
}
