import { css, theme } from '../../theme'

/** Layout pieces of the AI pages. */
export const aiStyles = {
  page: css`
    display: flex;
    flex-direction: column;
    gap: 16px;
    max-width: 1100px;
  `,
  header: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    h2 { font-size: 20px; margin: 0; }
  `,
  row: css`
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
    & > div { flex: 1 1 220px; }
  `,
  gate: css`
    padding: 12px 16px;
    border-radius: ${theme.radius.sm};
    background: #FEF0C7;
    color: #7A2E0E;
    display: flex;
    gap: 12px;
    align-items: center;
    flex-wrap: wrap;
    p { margin: 0; font-weight: 600; }
    a { color: inherit; font-weight: 600; }
  `,
  muted: css`
    color: ${theme.color.muted};
    margin: 0;
  `,
  items: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
    & > li {
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius.md};
      padding: 12px 16px;
      display: flex;
      flex-direction: column;
      gap: 8px;
    }
  `,
  badge: css`
    display: inline-block;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 600;
    background: #EEF0F4;
    color: ${theme.color.text};
    margin-right: 8px;
  `,
  text: css`
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin: 0;
  `,
  facts: css`
    display: grid;
    grid-template-columns: minmax(140px, max-content) 1fr;
    gap: 4px 16px;
    margin: 0;
    dt { font-weight: 600; }
    dd { margin: 0; overflow-wrap: anywhere; }
  `,
  actions: css`
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  `,
  wide: css`
    max-width: none;
  `,
}
