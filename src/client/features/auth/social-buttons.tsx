import { useCallback, useMemo, useState } from 'react'
import type { AuthSlot } from '../../../../commands/auth'
import { loginWithSocial } from '../../../api/auth'
import { useSubmit } from '../../forms/use-submit'
import { isApiFailure } from '../../../shared/api-failure'
import { notifyFailure } from '../../ui/notify'
import type { LoginResponse } from '../../../shared/types'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { styled } from '../../theme'
import { divider } from './auth-styles'
import { configuredProviders, providerToken, type SocialProvider } from './social-sdk'

const Row = styled('div')`
  display: flex;
  gap: 8px;
  & > * { flex: 1; }
`

/**
 * Google and Facebook sign-in for the command auth.socialSignIn: the providers configured in this build (VITE_*)
 * and the sign-in through one. `failed` says the last try did not sign in.
 */
export function useSocialSignIn(onSignedIn: (res: LoginResponse) => void): { social: NonNullable<AuthSlot['social']>; failed: boolean } {
  const [failed, setFailed] = useState(false)
  const { submit } = useSubmit({
    mutationFn: async (provider: SocialProvider) => loginWithSocial({ token: await providerToken(provider), provider }),
    onSuccess: onSignedIn,
    onError: (error) => {
      // The provider's own window may fail too (closed, blocked): only the API's refusals have a code to show.
      if (isApiFailure(error)) notifyFailure(error)
      setFailed(true)
    },
  })
  const signIn = useCallback(
    async (provider: SocialProvider) => {
      setFailed(false)
      await submit(provider)
    },
    [submit],
  )
  const social = useMemo(() => ({ providers: configuredProviders, signIn }), [signIn])
  return { social, failed }
}

/** A button per configured provider, each running auth.socialSignIn; nothing when none is configured. */
export function SocialButtons({ failed }: { failed: boolean }) {
  const t = useT()
  if (!configuredProviders.length) return null
  return (
    <div>
      <p className={divider}>{t('app.login.or')}</p>
      <Row>
        {configuredProviders.map((p) => (
          <CommandButton key={p} id="auth.socialSignIn" args={p}>
            {t(`app.login.social.${p}`)}
          </CommandButton>
        ))}
      </Row>
      {failed ? <p role="alert">{t('app.login.social.failed')}</p> : null}
    </div>
  )
}
