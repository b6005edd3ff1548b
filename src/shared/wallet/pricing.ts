/** Money is in cents; credits are whole numbers. */
export type CreditPack = { credits: number; amount_cents: number }

export const walletCurrency = 'usd'

/**
 * The packs offered when nothing is configured (`CREDIT_PACKS`): 10 cents a credit, the price card validation
 * implies ($1 for 10 credits), with a volume discount on the larger packs.
 */
export const defaultCreditPacks: readonly CreditPack[] = [
  { credits: 100, amount_cents: 1_000 },
  { credits: 500, amount_cents: 4_500 },
  { credits: 1_000, amount_cents: 8_000 },
]

/** Card validation charges 1 dollar and adds 10 credits. */
export const cardValidation = { amount_cents: 100, credits: 10 } as const

/** Auto top-up adds 100 credits when 10 or fewer remain; it never waits for fewer than 1. */
export const autoTopUpRules = { maxThreshold: 10, minThreshold: 1, defaultThreshold: 10, defaultCredits: 100 } as const


/**
 * Reads `credits:cents` pairs ("100:1000,500:4500"). Returns null when the text is not a valid list of distinct
 * positive packs, so a bad configuration stops the server at start instead of selling at a wrong price.
 */
export function parseCreditPacks(text: string): CreditPack[] | null {
  const packs: CreditPack[] = []
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^(\d{1,7}):(\d{1,9})$/.exec(part)
    if (!match) return null
    const pack = { credits: Number(match[1]), amount_cents: Number(match[2]) }
    if (pack.credits <= 0 || pack.amount_cents < 50 || packs.some((p) => p.credits === pack.credits)) return null
    packs.push(pack)
  }
  return packs.length ? packs.sort((a, b) => a.credits - b.credits) : null
}

/** "$45.00" for 4500 cents (the wallet sells in US dollars). */
export function formatCents(cents: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: walletCurrency.toUpperCase() }).format(cents / 100)
}
