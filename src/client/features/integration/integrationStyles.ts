import { css, theme } from '../../theme'

/** Layout of the integration pages and the API key page. */
export const integrationStyles = {
  page: css`
    display: flex;
    flex-direction: column;
    gap: 16px;
    max-width: 1000px;
  `,
  cards: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
    gap: 12px;
  `,
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
  row: css`
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: flex-end;
  `,
  badge: css`
    align-self: flex-start;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 600;
    background: #eef0f4;
    color: ${theme.color.text};
    &[data-tone='success'] { background: #dcfae6; color: #05603a; }
    &[data-tone='warning'] { background: #fef0c7; color: #7a2e0e; }
    &[data-tone='danger'] { background: ${theme.color.dangerBg}; color: ${theme.color.danger}; }
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
    th, td { text-align: left; padding: 8px; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
    th { color: ${theme.color.muted}; font-weight: 600; }
    td code { word-break: break-all; }
  `,
  secret: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    word-break: break-all;
    background: #f4f5f7;
    padding: 8px;
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
  `,
  muted: css`
    color: ${theme.color.muted};
    font-size: 14px;
    margin: 0;
  `,
  mappingRow: css`
    display: grid;
    grid-template-columns: 1fr 1fr auto;
    gap: 8px;
    align-items: end;
  `,
}
