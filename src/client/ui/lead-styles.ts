import { css, theme } from '../theme'
import { pageStyles } from './page-styles'

/** Layout pieces of the lead-search pages beyond the shared page pieces (src/client/ui/page-styles.ts). */
export const leadStyles = {
  /** Shared page pieces, under the names the lead-search pages read. */
  header: pageStyles.header,
  muted: pageStyles.muted,
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 12px;
  `,
  fieldset: css`
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    padding: 16px;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
    legend { font-weight: 600; padding: 0 4px; }
  `,
}
