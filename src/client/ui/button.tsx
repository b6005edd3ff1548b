import { styled, theme } from '../theme'

/**
 * Variants through `data-variant` ("primary" default, "secondary", "ghost", "link", "danger" for the confirm button
 * of a destructive action) so no style prop reaches the DOM.
 */
export const Button = styled('button')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${theme.radius.sm};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  &[data-variant='secondary'] { background: ${theme.color.surface}; color: ${theme.color.text}; border-color: ${theme.color.border}; }
  &[data-variant='ghost'] { background: transparent; color: ${theme.color.text}; }
  &[data-variant='danger'] { background: ${theme.color.danger}; color: ${theme.color.onPrimary}; }
  &[data-variant='link'] { background: transparent; color: ${theme.color.primary}; padding: 0; min-height: 0; text-decoration: underline; }
  &[data-block] { width: 100%; }
  &:hover:not(:disabled) { filter: brightness(0.95); }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`
