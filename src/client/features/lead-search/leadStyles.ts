import { css, theme } from '../../theme'

/** Layout pieces shared by the lead-search pages. */
export const leadStyles = {
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
  toolbar: css`
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
  `,
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
  badge: css`
    display: inline-block;
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
  alert: css`
    padding: 12px 16px;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.dangerBg};
    color: ${theme.color.danger};
    font-weight: 600;
  `,
  muted: css`
    color: ${theme.color.muted};
    margin: 0;
  `,
}
