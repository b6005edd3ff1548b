import { useCallback } from 'react'
import { updateMe } from '../../api/account'
import type { Locale } from '../../shared/i18n/locales'
import { useLocale } from '../i18n'
import { notifyFailure, notifyMessage } from '../ui/notify'
import { useSession } from './use-session'

/** Switches the language at once; for a signed-in user the choice is also saved on the account. */
export function useChangeLocale(): (locale: Locale) => void {
  const { setLocale } = useLocale()
  const { user, send } = useSession()
  return useCallback(
    (locale: Locale) => {
      setLocale(locale)
      if (!user || user.language === locale) return
      updateMe({ language: locale })
        .then((res) => {
          notifyMessage({ code: 'account.profile_updated' })
          send({ type: 'USER_UPDATED', user: res.user })
        })
        .catch(notifyFailure) // The local switch stands.
    },
    [setLocale, user, send],
  )
}
