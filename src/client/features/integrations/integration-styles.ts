import { css, theme } from '../../theme'

/** Layout pieces of the integration pages and the API key page beyond the shared page pieces (src/client/ui/page-styles.ts). */
export const integrationStyles = {
  cards: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
    gap: 12px;
  `,
  mappingRow: css`
    display: grid;
    grid-template-columns: 1fr 1fr auto;
    gap: 8px;
    align-items: end;
  `,
}
