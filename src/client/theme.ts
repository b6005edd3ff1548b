import { createElement } from 'react'
import { css, glob, keyframes, setup, styled } from 'goober'
import { brandColors, defaultBusinessSettings } from '../shared/theme'
import { installChunkedSheet } from './style-sheet'

// goober needs its pragma once, before any styled component renders; every module imports `styled` from here. Its
// rules go into a chain of small <style> elements rather than one growing one (src/client/style-sheet.ts).
if (typeof document !== 'undefined') installChunkedSheet()
setup(createElement)

export { css, glob, keyframes, styled }

/** CSS custom properties behind the theme; branding.ts overrides them at run time from the business settings. */
export const themeVariables = {
  primary: '--lc-primary',
  secondary: '--lc-secondary',
  text: '--lc-text',
  textSecondary: '--lc-text-secondary',
  heading: '--lc-heading',
  blue: '--lc-blue',
  lightBlue: '--lc-light-blue',
  sidebarBg: '--lc-sidebar-bg',
  loginBg: '--lc-login-bg',
} as const

export type ThemeColor = keyof typeof themeVariables

export const defaultThemeValues: Record<ThemeColor, string> = {
  primary: brandColors.primary,
  secondary: brandColors.secondary,
  text: brandColors.text,
  textSecondary: brandColors.textSecondary,
  heading: defaultBusinessSettings.heading_color,
  blue: brandColors.blue,
  lightBlue: brandColors.lightBlue,
  sidebarBg: defaultBusinessSettings.sidebar_background_color,
  loginBg: defaultBusinessSettings.login_page_bg_color,
}

const colorVar = (name: ThemeColor) => `var(${themeVariables[name]}, ${defaultThemeValues[name]})`

/** The one theme object: brand colours as CSS variables plus fixed neutrals, spacing and type. */
export const theme = {
  color: {
    primary: colorVar('primary'),
    secondary: colorVar('secondary'),
    text: colorVar('text'),
    /** The brand's light grey; decorative only (borders, icons): too pale for body text on white. */
    textSecondary: colorVar('textSecondary'),
    heading: colorVar('heading'),
    blue: colorVar('blue'),
    lightBlue: colorVar('lightBlue'),
    sidebarBg: colorVar('sidebarBg'),
    loginBg: colorVar('loginBg'),
    /** Secondary text that still meets WCAG AA on white and on the light backgrounds. */
    muted: '#4A5468',
    onPrimary: '#FFFFFF',
    surface: '#FFFFFF',
    page: '#F7F8FC',
    border: '#D5DAE3',
    danger: '#B42318',
    dangerBg: '#FEF3F2',
    success: '#067647',
    focus: '#1D4ED8',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 16px rgba(16, 24, 40, 0.08)' },
  focusRing: '0 0 0 3px #FFFFFF, 0 0 0 5px #1D4ED8',
} as const

type Theme = typeof theme

/** Writes colour values onto :root; unknown or empty values keep the defaults. */
export function applyThemeColors(values: Partial<Record<ThemeColor, string | null | undefined>>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(values) as [ThemeColor, string | null | undefined][]) {
    if (value) root.style.setProperty(themeVariables[name], value)
  }
}
