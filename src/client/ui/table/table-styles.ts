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
    &:focus-visible tr[data-focused], &:focus tr[data-focused] { background: #EEF2FF; }
    &:focus-visible tr[data-focused] > td:first-child, &:focus tr[data-focused] > td:first-child { box-shadow: inset 3px 0 0 ${theme.color.focus}; }
  `,
  head: css`
    display: grid;
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${theme.color.page};
    th { position: relative; text-align: left; font-weight: 600; padding: 8px; color: ${theme.color.text}; background: ${theme.color.page}; border-bottom: 1px solid ${theme.color.border}; overflow: hidden; white-space: nowrap; }
    th[data-pinned] { position: sticky; z-index: 2; }
  `,
  /*
   * The body is as tall as all the rows; the rendered rows flow after a top padding that puts them in view. A scroll
   * step changes that padding (one element's style) and the rows' text, never each row's position. Each row is laid
   * out and painted on its own (strict containment): new text relays out that row only.
   */
  body: css`
    display: block;
    box-sizing: border-box;
    tr { border-bottom: 1px solid #EEF0F4; box-sizing: border-box; contain: strict; background: ${theme.color.surface}; }
    tr[aria-selected='true'] { background: #F2F0FF; }
    td { padding: 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    td[data-pinned] { position: sticky; z-index: 1; background: inherit; }
  `,
  /*
   * The checkbox column and the first column stay in place when the table scrolls sideways; the first column's edge
   * shows where the scrolled columns pass under it.
   */
  row: css`
    display: flex;
    align-items: center;
    th, td { flex: none; box-sizing: border-box; align-self: stretch; display: flex; align-items: center; }
    td { display: block; line-height: 24px; }
    & > [data-pinned] { left: 0; }
    & > [data-pinned=''] { display: flex; justify-content: center; padding: 0; }
    & > [data-pinned='first'] { left: 40px; box-shadow: inset -1px 0 0 ${theme.color.border}; }
  `,
  marker: css`
    width: 40px;
    flex: none;
    input { width: 16px; height: 16px; margin: 0; accent-color: ${theme.color.primary}; cursor: pointer; }
  `,
  /** The drag handle on a header's right edge; focused, the arrow keys resize. */
  resizer: css`
    position: absolute;
    top: 0;
    right: 0;
    width: 8px;
    height: 100%;
    cursor: col-resize;
    touch-action: none;
    user-select: none;
    &:hover, &[data-resizing], &:focus-visible { background: ${theme.color.primary}; opacity: 0.5; outline: none; }
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
