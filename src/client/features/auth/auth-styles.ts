import { css, theme } from '../../theme'

export const authTitle = css`
  font-size: 26px;
  margin-bottom: 4px;
`

export const authLead = css`
  margin: 0 0 20px;
  color: ${theme.color.muted};
`

export const authLinks = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-top: 16px;
  font-size: 14px;
`

export const formAlert = css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.dangerBg};
  color: ${theme.color.danger};
  font-size: 14px;
`

export const divider = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0 12px;
  color: ${theme.color.muted};
  font-size: 13px;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${theme.color.border}; }
`
