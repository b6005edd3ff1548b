import { css } from '../../theme'

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
}
