import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useRouter } from 'wouter'
import { guard, routes } from '../../shared/routes'
import { routeTitleKey } from '../../../commands/titles'
import { clientFeatures } from '../features/index'
import { useT } from '../i18n'
import { useRouteMatch } from '../routing/match-route-def'
import { createScreenPreloader } from '../routing/screen-preload'
import { useSession } from '../session/use-session'
import { useCommandBase } from '../shell/use-command-base'
import { useDocumentTitle } from '../shell/use-document-title'
import { PageTitleContext } from '../shell/page-title'
import { CommandShell } from '../ui/command-shell'
import { SkipLink } from '../ui/skip-link'
import { styled, theme } from '../theme'
import { AdminSectionNav } from './admin-section-nav'
import { Sidebar } from './sidebar'
import { TopBar } from './top-bar'
import { useSidebarState } from './sidebar-state'

const Shell = styled('div')`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  min-height: 100vh;
  &[data-collapsed] { grid-template-columns: 72px minmax(0, 1fr); }
`

const Column = styled('div')`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

const Main = styled('main')`
  flex: 1;
  padding: 24px;
  &:focus { outline: none; }
`

const SidebarSlot = styled('div')`
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
`

/** Every registered feature's always-mounted pieces (palette sources, bridges), loaded after the frame. */
const mountedPieces = clientFeatures.flatMap((feature) => (feature.mounted ?? []).map((Piece, i) => ({ key: `${feature.id}:${i}`, Piece })))

/** The signed-in frame: sidebar, top bar with the page title, and the page. Default export for React.lazy. */
export default function MainLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const { user, modules } = useSession()
  const sidebar = useSidebarState()
  const base = useCommandBase(sidebar.toggle)
  const match = useRouteMatch()
  const [path] = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const firstPath = useRef(path)
  // A page may name itself after its record (usePageTitle); else the route's title.
  const [pageTitle, setPageTitle] = useState<string | null>(null)
  const title = pageTitle ?? (match ? t(routeTitleKey(match.def.name)) : t('app.notFound.title'))

  useDocumentTitle(title)

  const queryClient = useQueryClient()
  const { parser } = useRouter()
  const screens = useMemo(() => createScreenPreloader(clientFeatures, queryClient, parser), [queryClient, parser])
  // Every screen the user can open loads its code at idle, and those a g-shortcut opens their data too: a first visit
  // finds both here. It starts once the screen on show has its code, so it never competes with it.
  useEffect(() => {
    const openable = routes.filter((def) => def.layout !== 'auth' && guard(def, { signedIn: true, modules }).kind === 'render')
    const shortcuts = openable.filter((def) => def.shortcut)
    const ordered = [...shortcuts, ...openable.filter((def) => !def.shortcut)]
    return screens.preloadAll(ordered.map((def) => def.name), shortcuts.map((def) => def.name), screens.whenReady(firstPath.current))
  }, [screens, modules])

  // After an in-app navigation, move focus to the new page so screen readers and keyboard users start there.
  useEffect(() => {
    if (path === firstPath.current) return
    firstPath.current = path
    const active = document.activeElement
    if (!active || active === document.body || !mainRef.current?.contains(active)) mainRef.current?.focus({ preventScroll: true })
  }, [path])

  return (
    <CommandShell base={base} screens={screens}>
      {/* A boundary each: a piece that suspends (its code or strings still coming) holds back no other piece's update. */}
      {mountedPieces.map(({ key, Piece }) => (
        <Suspense key={key} fallback={null}>
          <Piece />
        </Suspense>
      ))}
      <SkipLink />
      <Shell data-collapsed={sidebar.collapsed ? '' : undefined}>
        <SidebarSlot id="lc-sidebar">
          <Sidebar modules={modules} collapsed={sidebar.collapsed} />
        </SidebarSlot>
        <Column>
          <TopBar title={title} user={user} sidebarCollapsed={sidebar.collapsed} onToggleSidebar={sidebar.toggle} />
          {path === '/admin' || path.startsWith('/admin/') ? <AdminSectionNav path={path} /> : null}
          <Main id="main" ref={mainRef} tabIndex={-1}>
            <PageTitleContext.Provider value={setPageTitle}>{children}</PageTitleContext.Provider>
          </Main>
        </Column>
      </Shell>
    </CommandShell>
  )
}
