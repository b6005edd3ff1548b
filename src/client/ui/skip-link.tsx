import { styled, theme } from '../theme'
import { useT } from '../i18n'

const Link = styled('a')`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1000;
  padding: 8px 16px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-weight: 600;
  &:focus { top: 8px; }
`

export function SkipLink({ target = 'main' }: { target?: string }) {
  const t = useT()
  return <Link href={`#${target}`}>{t('app.common.skipToContent')}</Link>
}
