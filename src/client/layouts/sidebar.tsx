import { Bot, Building2, Search, Settings, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react'
import { Link, useLocation } from 'wouter'
import { routes, visibleSidebar, type SidebarEntry } from '../../shared/routes'
import type { ModuleSlug } from '../../shared/modules'
import { useBranding } from '../branding'
import { useT } from '../i18n'
import { ShortcutHint } from '../ui/palette/shortcut-hint'
import { styled, theme } from '../theme'

/** Each module's icon (lucide-react, docs/decisions.md); an entry a feature adds without one here shows a neutral icon. */
const icons: Record<string, LucideIcon> = {
  leads: Search,
  ai: Bot,
  whitelabel: Building2,
  admin: ShieldCheck,
  wallet: Wallet,
  settings: Settings,
}

/** The shortcut of the page an entry opens: its route's navigation command (g n, g a...). */
export function entryShortcut(entry: SidebarEntry): string | undefined {
  return routes.find((route) => route.path === entry.path)?.shortcut
}

/** The entry whose section (the path prefix it owns) is the longest prefix of `path` (wallet vs settings). */
export function currentEntry(entries: readonly SidebarEntry[], path: string): SidebarEntry | null {
  let best: SidebarEntry | null = null
  for (const e of entries) {
    const prefix = e.section
    if ((path === prefix || path.startsWith(prefix + '/')) && (!best || prefix.length > best.section.length)) best = e
  }
  return best
}

const Nav = styled('nav')`
  display: flex;
  flex-direction: column;
  gap: 16px;
  height: 100%;
  padding: 16px 12px;
  background: ${theme.color.sidebarBg};
  border-right: 1px solid ${theme.color.border};
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
`

const Brand = styled('p')`
  margin: 0 4px 8px;
  font-weight: 700;
  font-size: 17px;
  color: ${theme.color.heading};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  img { max-height: 32px; max-width: 100%; }
`

const Item = styled('a')`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 10px;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  text-decoration: none;
  font-weight: 500;
  &:hover { background: rgba(87, 59, 255, 0.08); }
  &[aria-current='page'] { background: ${theme.color.primary}; color: ${theme.color.onPrimary}; }
`

const Label = styled('span')`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/** The shortcut beside the label; on the current entry its words take the entry's colour. */
const Hint = styled('span')`
  flex: none;
  [aria-current='page'] & > span { color: inherit; }
`

export function Sidebar({ modules, collapsed }: { modules: readonly ModuleSlug[]; collapsed: boolean }) {
  const t = useT()
  const [path] = useLocation()
  const branding = useBranding()
  const entries = visibleSidebar(modules)
  const current = currentEntry(entries, path)
  return (
    <Nav aria-label={t('app.sidebar.label')} data-collapsed={collapsed ? '' : undefined}>
      <Brand title={branding.name}>{branding.logo && !collapsed ? <img src={branding.logo} alt={branding.name} /> : collapsed ? branding.name.slice(0, 2) : branding.name}</Brand>
      <ul>
        {entries.map((e) => {
          const label = t(`app.sidebar.${e.key}`)
          const Icon = icons[e.key] ?? Settings
          const shortcut = entryShortcut(e)
          return (
            <li key={e.key}>
              <Link href={e.path} asChild>
                <Item aria-current={current?.key === e.key ? 'page' : undefined} title={collapsed ? label : undefined} data-entry={e.key}>
                  <Icon aria-hidden="true" size={20} strokeWidth={2} />
                  <Label className={collapsed ? 'lc-visually-hidden' : undefined}>{label}</Label>
                  {shortcut && !collapsed ? (
                    <Hint>
                      {/* The caps alone ("G N"), so the label keeps the room; the cheat sheet words the sequence. */}
                      <ShortcutHint shortcut={shortcut} thenLabel="" hidden />
                    </Hint>
                  ) : null}
                </Item>
              </Link>
            </li>
          )
        })}
      </ul>
    </Nav>
  )
}
