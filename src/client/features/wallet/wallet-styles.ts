import { css, theme } from '../../theme'

/** Layout pieces of the wallet page beyond the shared page pieces (src/client/ui/page-styles.ts). */
export const walletStyles = {
  figures: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 12px;
    margin: 0;
    div { display: flex; flex-direction: column-reverse; gap: 2px; }
    dt { color: ${theme.color.muted}; font-size: 13px; }
    dd { margin: 0; font-size: 22px; font-weight: 700; }
    dd small { display: block; color: ${theme.color.muted}; font-size: 13px; font-weight: 400; }
  `,
  cards: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
    li { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; padding: 8px 0; border-bottom: 1px solid ${theme.color.border}; }
  `,
  status: css`
    min-height: 24px;
    font-weight: 600;
    &[data-tone='danger'] { color: ${theme.color.danger}; }
    &[data-tone='success'] { color: #05603A; }
  `,
  panelHead: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  `,
  historyScroller: css`
    max-height: 60vh;
    td[data-numeric], th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
    [data-tone='success'] { color: #05603A; font-weight: 600; }
    a { color: ${theme.color.primary}; }
  `,
}
