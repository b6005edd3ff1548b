import { useState } from 'react'
import { loginWithSocial } from '../../../api/auth'
import { useSubmit } from '../../forms/use-submit'
import { isApiFailure } from '../../../shared/api-failure'
import { notifyFailure } from '../../ui/notify'
import type { LoginResponse } from '../../../shared/types'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { styled } from '../../theme'
import { divider } from './auth-styles'
import { configuredProviders, providerToken, type SocialProvider } from './social-sdk'

const Row = styled('div')`
  display: flex;
  gap: 8px;
  & > * { flex: 1; }
`

/** Google and Facebook sign-in; each shows only when its client id is configured at build time (VITE_*). */
export function SocialButtons({ onSignedIn, disabled }: { onSignedIn(res: LoginResponse): void; disabled: boolean }) {
  const t = useT()
  const [failed, setFailed] = useState(false)
  const signIn = useSubmit({
    mutationFn: async (provider: SocialProvider) => loginWithSocial({ token: await providerToken(provider), provider }),
    onSuccess: onSignedIn,
    onError: (error) => {
      // The provider's own window may fail too (closed, blocked): only the API's refusals have a code to show.
      if (isApiFailure(error)) notifyFailure(error)
      setFailed(true)
    },
  })
  if (!configuredProviders.length) return null

  return (
    <div>
      <p className={divider}>{t('app.login.or')}</p>
      <Row>
        {configuredProviders.map((p) => (
          <Button key={p} type="button" data-variant="secondary" disabled={disabled || signIn.pending} onClick={() => {
            setFailed(false)
            void signIn.submit(p)
          }}>
            {t(`app.login.social.${p}`)}
          </Button>
        ))}
      </Row>
      {failed ? <p role="alert">{t('app.login.social.failed')}</p> : null}
    </div>
  )
}
