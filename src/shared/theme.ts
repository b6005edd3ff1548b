import type { BusinessSettings } from './types'

/** Default brand colours; a white-label domain overrides them with its business settings. */
export const brandColors = {
  primary: '#573BFF',
  secondary: '#01C0F6',
  text: '#202633',
  textSecondary: '#A0AEC0',
  blue: '#3BA1FF',
  lightBlue: '#00C0F7',
} as const

export const defaultBusinessSettings: BusinessSettings = {
  name: 'Lead Console',
  // No pitch of its own: the sign-in pages show the catalogue's, in the reader's language (app.brand.pitch).
  content: '',
  login_page_bg_color: '#F5F3FF',
  sidebar_background_color: '#FFFFFF',
  button_color: brandColors.primary,
  secondary_color: brandColors.secondary,
  text_color: brandColors.text,
  heading_color: brandColors.text,
  favicon: null,
  script: null,
  crms: ['ghl', 'keap', 'zapier', 'groove', 'sales_connector'],
  logo: null,
  show_training_center: true,
  support_url: null,
}
