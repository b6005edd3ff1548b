import { css, theme } from '../theme'

export const fieldWrap = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

export const fieldLabel = css`
  font-weight: 600;
  font-size: 14px;
  color: ${theme.color.text};
`

export const fieldHint = css`
  font-size: 13px;
  color: ${theme.color.muted};
`

export const fieldControl = css`
  font: inherit;
  min-height: 40px;
  padding: 8px 12px;
  border-radius: ${theme.radius.sm};
  border: 1px solid #8A94A6;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  width: 100%;
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
  &:focus-visible { border-color: ${theme.color.focus}; }
  /* Only a field that cannot be used looks unusable: a dashed border on the page's grey, never an enabled one. */
  &:disabled { background: ${theme.color.page}; border-style: dashed; color: ${theme.color.muted}; cursor: not-allowed; }
`
