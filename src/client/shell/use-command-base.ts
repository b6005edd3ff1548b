import { useMemo } from 'react'
import toast from 'react-hot-toast'
import { useLocation } from 'wouter'
import type { CommandContext } from '../../../commands/types'
import { useLocale, useT } from '../i18n'
import { useRouteMatch } from '../routing/match-route-def'
import { useChangeLocale } from '../session/use-change-locale'
import { useSession } from '../session/use-session'

export type CommandBase = Omit<CommandContext, 'openPalette' | 'openCheatSheet' | 'get' | 'confirm'>

/** Everything a command may read or do, from the live session, route, language and layout. */
export function useCommandBase(toggleSidebar: () => void = () => undefined): CommandBase {
  const { user, modules, send } = useSession()
  const match = useRouteMatch()
  const [path, navigate] = useLocation()
  const { locale } = useLocale()
  const setLocale = useChangeLocale()
  const t = useT()
  return useMemo<CommandBase>(
    () => ({
      user,
      modules,
      route: { name: match?.def.name ?? null, path, params: match?.params ?? {} },
      locale,
      setLocale,
      navigate: (to: string) => navigate(to),
      t,
      logout: () => {
        send({ type: 'LOGOUT' })
      },
      toggleSidebar,
      notify: (message: string, kind?: 'success' | 'error') => {
        if (kind === 'error') toast.error(message)
        else if (kind === 'success') toast.success(message)
        else toast(message)
      },
    }),
    [user, modules, match, path, locale, setLocale, navigate, t, send, toggleSidebar],
  )
}
