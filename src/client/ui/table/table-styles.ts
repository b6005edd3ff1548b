import { css, theme } from '../../theme'

export const tableStyles = {
  scroller: css`
    overflow: auto;
    min-height: 240px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    contain: strict;
    position: relative;
  `,
  table: css`
    display: grid;
    border-collapse: collapse;
    font-size: 14px;
    min-width: 100%;
    &:focus { outline: none; }
    &:focus-visible tr[data-focused], &:focus tr[data-focused] { box-shadow: inset 3px 0 0 ${theme.color.focus}; background: #EEF2FF; }
  `,
  head: css`
    display: grid;
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${theme.color.page};
    th { text-align: left; font-weight: 600; padding: 8px; color: ${theme.color.text}; border-bottom: 1px solid ${theme.color.border}; overflow: hidden; white-space: nowrap; }
  `,
  /*
   * The body is as tall as all the rows; the rendered rows flow after a top padding that puts them in view. A scroll
   * step changes that padding (one element's style) and the rows' text, never each row's position. Each row is laid
   * out and painted on its own (strict containment): new text relays out that row only.
   */
  body: css`
    display: block;
    box-sizing: border-box;
    tr { border-bottom: 1px solid #EEF0F4; box-sizing: border-box; contain: strict; }
    tr[aria-selected='true'] { background: #F2F0FF; }
    td { padding: 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  `,
  row: css`
    display: flex;
    align-items: center;
    th, td { flex: none; box-sizing: border-box; }
  `,
  marker: css`
    width: 40px;
    flex: none;
    text-align: center;
    color: ${theme.color.primary};
    font-weight: 700;
  `,
  sortButton: css`
    all: unset;
    cursor: pointer;
    font-weight: 600;
    &:focus-visible { box-shadow: ${theme.focusRing}; }
  `,
  visuallyHidden: css`
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  `,
}
