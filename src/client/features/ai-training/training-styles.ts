import { css, theme } from '../../theme'

/** Layout pieces of the AI training page beyond the shared page pieces (src/client/ui/page-styles.ts). */
export const trainingStyles = {
  panels: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
    gap: 16px;
    & > section { max-width: none; }
  `,
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
    max-height: 360px;
    overflow-y: auto;
    li {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
      padding: 6px 8px;
      border-radius: ${theme.radius.sm};
      background: #F7F8FA;
    }
    li > div { min-width: 0; display: flex; flex-direction: column; }
    li span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    small { color: ${theme.color.muted}; }
  `,
}
