import type { CSSProperties, ReactNode } from 'react'
import { CommandShell } from '../ui/command-shell'
import { useBranding } from '../branding'
import { useCommandBase } from '../shell/use-command-base'
import { useDocumentTitle } from '../shell/use-document-title'
import { routeTitleKey } from '../../../commands/titles'
import { useT } from '../i18n'
import { useRouteMatch } from '../routing/match-route-def'
import { LanguagePicker } from '../ui/language-picker'
import { SkipLink } from '../ui/skip-link'
import { defaultThemeValues, styled, theme, themeVariables } from '../theme'
import { readableOn } from '../ui/readable-colour'
import { useLentBrand } from './lent-brand'

const Page = styled('div')`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  background: ${theme.color.loginBg};
  @media (max-width: 860px) { grid-template-columns: 1fr; }
`

const Intro = styled('header')`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 20px;
  padding: 48px clamp(24px, 6vw, 96px);
  @media (max-width: 860px) { padding-bottom: 0; }
`

const Brand = styled('p')`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  color: ${theme.color.heading};
  img { max-height: 48px; max-width: 220px; object-fit: contain; }
`

const Pitch = styled('p')`
  margin: 0;
  max-width: 36ch;
  font-size: 18px;
  color: ${theme.color.text};
`

const Main = styled('main')`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  padding: 32px 24px;
  &:focus { outline: none; }
`

const Card = styled('div')`
  width: 100%;
  max-width: 440px;
  padding: 32px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`

const Footer = styled('div')`
  margin-top: 20px;
  color: ${theme.color.muted};
`

/**
 * The colours of the page around the card: its background (the lent brand's, else the site's own), and headings and
 * text that read on it whatever was chosen (the card keeps its own white surface and colours).
 */
function pageColours({ background, heading, text }: { background: string; heading: string; text: string }) {
  // The site's own background is on :root already (applyBranding): set here too, a lent one replaces it for this page.
  return {
    page: { [themeVariables.loginBg]: background } as CSSProperties,
    heading: { color: readableOn(background, heading) },
    text: { color: readableOn(background, text) },
    muted: { color: readableOn(background, theme.color.muted) },
  }
}

/** Sign-in, registration and recovery pages: the brand (logo, name, pitch) beside the form card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const branding = useBranding()
  const base = useCommandBase()
  const match = useRouteMatch()
  const t = useT()
  const lent = useLentBrand()
  const brand = lent ?? branding
  const own = { background: branding.login_page_bg_color || defaultThemeValues.loginBg, heading: branding.heading_color || defaultThemeValues.heading, text: branding.text_color || defaultThemeValues.text }
  const colours = pageColours(lent ?? own)
  useDocumentTitle(match ? t(routeTitleKey(match.def.name)) : null, lent?.name)
  return (
    <CommandShell base={base}>
      <SkipLink />
      <Page style={colours.page}>
        <Intro>
          <Brand style={colours.heading}>{brand.logo ? <img src={brand.logo} alt={brand.name} /> : brand.name}</Brand>
          {lent ? null : <Pitch style={colours.text}>{branding.content || t('app.brand.pitch')}</Pitch>}
        </Intro>
        <Main id="main" tabIndex={-1}>
          <Card>{children}</Card>
          <Footer style={colours.muted}>
            <LanguagePicker />
          </Footer>
        </Main>
      </Page>
    </CommandShell>
  )
}
