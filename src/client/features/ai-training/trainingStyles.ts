import { css, theme } from '../../theme'

/** Layout pieces of the AI training page. */
export const trainingStyles = {
  page: css`
    display: flex;
    flex-direction: column;
    gap: 16px;
    max-width: 1100px;
  `,
  header: css`
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    h2 { font-size: 20px; margin: 0; }
  `,
  panels: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
    gap: 16px;
    & > section { max-width: none; }
  `,
  row: css`
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
    & > div:first-child { flex: 1 1 240px; }
  `,
  muted: css`
    color: ${theme.color.muted};
    font-size: 14px;
  `,
  notice: css`
    padding: 12px 16px;
    border-radius: ${theme.radius.sm};
    background: #FEF0C7;
    color: #7A2E0E;
  `,
  progress: css`
    padding: 8px 12px;
    border-radius: ${theme.radius.sm};
    background: #E0F2FE;
    color: #065986;
    &[data-tone='done'] { background: #DCFAE6; color: #05603A; }
    &[data-tone='error'] { background: ${theme.color.dangerBg}; color: ${theme.color.danger}; }
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
