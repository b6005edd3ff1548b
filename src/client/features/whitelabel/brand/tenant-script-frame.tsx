import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { tenantScriptQuery } from '../../../../api/whitelabel-brand'
import { useT } from '../../../i18n'
import { useSession } from '../../../session/use-session'
import { FRAME_LIMITS, FRAME_SIZE_MESSAGE, tenantFrameDocument } from './tenant-frame-doc'

const cspNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''
const clamp = (n: unknown, max: number) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.min(max, Math.round(n))) : null)

/**
 * Mounted on every signed-in page: the custom script of the reseller whose customer the acting account is (the server
 * answers none to the reseller, the admin and everyone else). It runs in a sandboxed frame without same-origin, so
 * it can reach neither the page, its storage (the session token) nor the API as the user; it may open windows and
 * forms (a chat widget's links). Signing out or switching account takes the frame away.
 */
export default function TenantScriptFrame() {
  const t = useT()
  const { user, signedIn } = useSession()
  const accountId = user?.account.id ?? 0
  const script = useQuery({ ...tenantScriptQuery(accountId), enabled: signedIn && accountId > 0 })
  const frame = useRef<HTMLIFrameElement>(null)
  const [size, setSize] = useState({ width: 96, height: 96 })
  const html = script.data ?? null
  const srcDoc = useMemo(() => (html ? tenantFrameDocument(html, cspNonce()) : null), [html])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return
      const data = event.data as { type?: unknown; width?: unknown; height?: unknown } | null
      if (data?.type !== FRAME_SIZE_MESSAGE) return
      const width = clamp(data.width, FRAME_LIMITS.width)
      const height = clamp(data.height, FRAME_LIMITS.height)
      if (width !== null && height !== null) setSize({ width, height })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  if (!signedIn || !srcDoc) return null
  return (
    <iframe
      ref={frame}
      data-tenant-script=""
      title={t('wlBrand.frame.title')}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
      srcDoc={srcDoc}
      style={{ position: 'fixed', right: 0, bottom: 0, width: size.width, height: size.height, border: 0, zIndex: 2147483000, background: 'transparent', colorScheme: 'normal' }}
    />
  )
}
