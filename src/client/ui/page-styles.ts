import { css, theme } from '../theme'

/**
 * The layout pieces every feature page is built from (page column, its header, rows of fields or buttons, muted
 * text, tone badges and notices, plain tables, term/value grids). The features' own style files add only what is
 * theirs. Tones go through `data-tone` so no style prop reaches the DOM.
 */
export const pageStyles = {
  page: css`
    display: flex;
    flex-direction: column;
    gap: 16px;
    max-width: 1200px;
  `,
  header: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    h2 { font-size: 20px; margin: 0; }
  `,
  /** Buttons (and fields) side by side, bottoms aligned, wrapping on narrow screens. */
  row: css`
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
  `,
  /** A row whose fields take the room and whose buttons keep their size. */
  fieldRow: css`
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
    & > div { flex: 1 1 240px; }
  `,
  muted: css`
    color: ${theme.color.muted};
    margin: 0;
  `,
  badge: css`
    display: inline-block;
    align-self: flex-start;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 600;
    background: #EEF0F4;
    color: ${theme.color.text};
    white-space: nowrap;
    &[data-tone='success'] { background: #DCFAE6; color: #05603A; }
    &[data-tone='warning'] { background: #FEF0C7; color: #7A2E0E; }
    &[data-tone='danger'] { background: ${theme.color.dangerBg}; color: ${theme.color.danger}; }
    &[data-tone='info'] { background: #E0F2FE; color: #065986; }
    &[data-tone='demo'] { background: #F4EBFF; color: #53389E; }
  `,
  /** A message box: warning by default, `data-tone` danger, info or success. */
  notice: css`
    margin: 0;
    padding: 12px 16px;
    border-radius: ${theme.radius.sm};
    background: #FEF0C7;
    color: #7A2E0E;
    &[data-tone='danger'] { background: ${theme.color.dangerBg}; color: ${theme.color.danger}; font-weight: 600; }
    &[data-tone='info'] { background: #E0F2FE; color: #065986; }
    &[data-tone='success'] { background: #DCFAE6; color: #05603A; }
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
    caption { text-align: left; color: ${theme.color.muted}; padding-bottom: 8px; }
    th, td { text-align: left; padding: 8px; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
    th { color: ${theme.color.muted}; font-weight: 600; }
    td[data-numeric], th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
    td code { word-break: break-all; }
  `,
  /** A <dl> of terms and values in two columns. */
  facts: css`
    display: grid;
    grid-template-columns: minmax(140px, max-content) 1fr;
    gap: 6px 16px;
    margin: 0;
    dt { font-weight: 600; }
    dd { margin: 0; overflow-wrap: anywhere; }
  `,
  /** A bordered box inside a panel: one connection, one fresh key. */
  card: css`
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    padding: 16px;
    display: flex;
    flex-direction: column;
    gap: 8px;
    h3 { margin: 0; font-size: 16px; }
    p { margin: 0; color: ${theme.color.muted}; font-size: 14px; }
  `,
  /** A secret shown once, to be copied. */
  secret: css`
    font-family: ${theme.font.mono};
    word-break: break-all;
    background: #f4f5f7;
    padding: 8px;
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
  `,
}
