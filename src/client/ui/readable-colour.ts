/**
 * Text that stays readable on a background someone else chose (a reseller's page colour): the wanted colour when it
 * meets the WCAG contrast ratio against the background, else white or near-black, whichever reads better.
 */
const DARK = '#111827'
const LIGHT = '#FFFFFF'

/** WCAG relative luminance of `#RGB` or `#RRGGBB`; null for anything else. */
export function luminance(colour: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `wanted` when it reaches `minimum` against `background` (or either is unreadable as a colour), else white or near-black. */
export function readableOn(background: string, wanted: string, minimum = 4.5): string {
  const ratio = contrastRatio(background, wanted)
  if (ratio === null || ratio >= minimum) return wanted
  return (contrastRatio(background, LIGHT) ?? 0) >= (contrastRatio(background, DARK) ?? 0) ? LIGHT : DARK
}
