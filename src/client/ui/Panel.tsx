import { styled, theme } from '../theme'

/** A white card for page content inside the main layout. */
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
  p { margin: 0; color: ${theme.color.muted}; }
`
