export const moduleSlugs = ['ai_suggest', 'leads', 'whitelabel', 'admin', 'wallet'] as const
export type ModuleSlug = (typeof moduleSlugs)[number]
export const moduleNames: Record<ModuleSlug, string> = {
  ai_suggest: 'AI',
  leads: 'Lead search',
  whitelabel: 'White-label',
  admin: 'Admin',
  wallet: 'Wallet',
}
