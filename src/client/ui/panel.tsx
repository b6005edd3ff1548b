import { styled, theme } from '../theme'

/**
 * A white card for page content inside the main layout: the one section surface of every page (and of the crash
 * screen). `data-wide` lets it take the page's width instead of a reading column.
 */
export const Panel = styled('section')`
  max-width: 720px;
  padding: 24px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 { font-size: 18px; }
  h3 { font-size: 16px; }
  p { margin: 0; color: ${theme.color.muted}; }
  &[data-wide] { max-width: none; }
`
