import { css, theme } from '../../theme'

/** Layout pieces of the AI pages beyond the shared page pieces (src/client/ui/page-styles.ts). */
export const aiStyles = {
  /** The layout of the business-profile gate; its colours are the shared notice's. */
  gate: css`
    display: flex;
    gap: 12px;
    align-items: center;
    flex-wrap: wrap;
    p { margin: 0; font-weight: 600; }
    a { color: inherit; font-weight: 600; }
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
  text: css`
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin: 0;
  `,
}
