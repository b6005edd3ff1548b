import { css, theme } from '../../theme'

/** The builder's own layout: the canvas with the focused step's settings beside it, and the runs below. */
export const builderStyles = {
  workspace: css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) 320px;
    gap: 16px;
    align-items: start;
    @media (max-width: 960px) { grid-template-columns: 1fr; }
  `,
  inspector: css`
    display: flex;
    flex-direction: column;
    gap: 12px;
    form { display: flex; flex-direction: column; gap: 12px; }
    h3 { font-size: 16px; margin: 0; }
    fieldset { border: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 8px; }
  `,
  runs: css`
    display: flex;
    flex-direction: column;
    gap: 12px;
    h3 { font-size: 16px; margin: 0; }
  `,
  /** A paged table's window: a fixed height that scrolls, its header kept in view. */
  scroller: css`
    max-height: 420px;
    overflow: auto;
    thead th { position: sticky; top: 0; z-index: 1; background: ${theme.color.page}; }
    table { width: 100%; }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
}
