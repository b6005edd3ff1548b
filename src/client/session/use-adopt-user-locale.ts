import { useEffect, useRef } from 'react'
import { isLocale } from '../../shared/i18n/locales'
import { useLocale } from '../i18n'
import { useSession } from './use-session'

/** When a user signs in (or is restored), the language saved on the account becomes the interface language. */
export function useAdoptUserLocale(): void {
  const { user } = useSession()
  const { locale, setLocale } = useLocale()
  const adoptedFor = useRef<number | null>(null)
  useEffect(() => {
    if (!user) {
      adoptedFor.current = null
      return
    }
    if (adoptedFor.current === user.id) return
    adoptedFor.current = user.id
    if (isLocale(user.language) && user.language !== locale) setLocale(user.language)
  }, [user, locale, setLocale])
}
