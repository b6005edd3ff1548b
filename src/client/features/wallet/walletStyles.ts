import { css, theme } from '../../theme'

/** Layout pieces of the wallet page. */
export const walletStyles = {
  page: css`
    display: flex;
    flex-direction: column;
    gap: 16px;
    max-width: 960px;
    h2 { font-size: 20px; margin: 0; }
    h3 { font-size: 16px; margin: 0; }
  `,
  header: css`
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
  `,
  testBadge: css`
    display: inline-block;
    padding: 4px 10px;
    border-radius: 999px;
    font-size: 13px;
    font-weight: 600;
    background: #FEF0C7;
    color: #7A2E0E;
  `,
  panel: css`
    padding: 20px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.card};
    display: flex;
    flex-direction: column;
    gap: 12px;
  `,
  figures: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 12px;
    margin: 0;
    div { display: flex; flex-direction: column-reverse; gap: 2px; }
    dt { color: ${theme.color.muted}; font-size: 13px; }
    dd { margin: 0; font-size: 22px; font-weight: 700; }
  `,
  row: css`
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
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
  badge: css`
    display: inline-block;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 600;
    background: #EEF0F4;
    color: ${theme.color.text};
    &[data-tone='success'] { background: #DCFAE6; color: #05603A; }
    &[data-tone='danger'] { background: ${theme.color.dangerBg}; color: ${theme.color.danger}; }
    &[data-tone='info'] { background: #E0F2FE; color: #065986; }
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
    caption { text-align: left; color: ${theme.color.muted}; padding-bottom: 8px; }
    th, td { text-align: left; padding: 8px; border-bottom: 1px solid ${theme.color.border}; }
    td[data-numeric], th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
  `,
  status: css`
    min-height: 24px;
    font-weight: 600;
    &[data-tone='danger'] { color: ${theme.color.danger}; }
    &[data-tone='success'] { color: #05603A; }
  `,
  muted: css`
    color: ${theme.color.muted};
    margin: 0;
  `,
}
