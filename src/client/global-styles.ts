import { glob, theme } from './theme'

/** Page-wide rules: box model, type, visible focus for keyboard users, and the visually-hidden helper. */
export function installGlobalStyles(): void {
  glob`
    *, *::before, *::after { box-sizing: border-box; }
    html, body { margin: 0; padding: 0; }
    body {
      font-family: ${theme.font.family};
      font-size: 15px;
      line-height: 1.5;
      color: ${theme.color.text};
      background: ${theme.color.page};
      -webkit-font-smoothing: antialiased;
    }
    h1, h2, h3 { color: ${theme.color.heading}; line-height: 1.25; margin: 0; }
    a { color: ${theme.color.primary}; }
    :focus-visible { outline: none; box-shadow: ${theme.focusRing}; border-radius: 4px; }
    .lc-visually-hidden {
      position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
    }
    @media (prefers-reduced-motion: reduce) {
      *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
    }
  `
}
