import { css, theme } from '../../theme'

/** Layout pieces of the integration pages and the API key page beyond the shared page pieces (src/client/ui/pageStyles.ts). */
export const integrationStyles = {
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
  secret: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    word-break: break-all;
    background: #f4f5f7;
    padding: 8px;
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
  `,
  mappingRow: css`
    display: grid;
    grid-template-columns: 1fr 1fr auto;
    gap: 8px;
    align-items: end;
  `,
}
