import { css, theme } from '../../theme'

export const insightStyles = {
  /** The headline numbers as a row of tiles. */
  kpis: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    gap: 12px;
    margin: 0;
    div { background: ${theme.color.surface}; border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.card}; padding: 12px 16px; }
    dt { color: ${theme.color.muted}; font-size: 14px; }
    dd { margin: 4px 0 0; font-size: 24px; font-weight: 700; }
  `,
  charts: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
    gap: 16px;
    & > section { background: ${theme.color.surface}; border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.card}; padding: 16px; }
  `,
}
