import { css, theme } from '../../theme'

/** The courses page's topic sections and course cards, and a course page's item list beside the open item. */
export const courseStyles = {
  topic: css`
    display: flex;
    flex-direction: column;
    gap: 8px;
    h3 { font-size: 16px; margin: 0; }
  `,
  courses: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
    gap: 12px;
  `,
  card: css`
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 14px 16px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: #fff;
    a { font-weight: 600; color: ${theme.color.text}; }
    p { margin: 0; }
  `,
  progress: css`
    width: 100%;
    height: 8px;
  `,
  progressText: css`
    margin: 0;
  `,
  layout: css`
    display: grid;
    grid-template-columns: minmax(200px, 280px) 1fr;
    gap: 24px;
    align-items: start;
    @media (max-width: 800px) { grid-template-columns: 1fr; }
  `,
  items: css`
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
    a {
      display: flex;
      justify-content: space-between;
      gap: 8px;
      padding: 8px 10px;
      border-radius: ${theme.radius.sm};
      color: ${theme.color.text};
      text-decoration: none;
    }
    a:hover { background: #F2F4F7; }
    a[aria-current='true'] { background: #EEF0F4; font-weight: 600; }
  `,
  article: css`
    display: flex;
    flex-direction: column;
    gap: 12px;
    line-height: 1.55;
    h3 { font-size: 18px; margin: 0; }
    h3:focus { outline: none; }
    p, ul, ol { margin: 0; }
    ul, ol { padding-left: 22px; display: flex; flex-direction: column; gap: 4px; }
    code { font-size: 13px; background: #F2F4F7; border-radius: 4px; padding: 1px 5px; }
  `,
}
