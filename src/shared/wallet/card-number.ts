/** Card numbers as typed: spaces and dashes allowed between digits. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '')
}

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown'

/** The brand by the number's prefix (IIN ranges), as processors report it. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover'
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners'
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb'
  if (/^62/.test(digits)) return 'unionpay'
  return 'unknown'
}

/** A 2-digit year means this century (26 -> 2026), as card forms print it. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullExpiryYear(expYear)
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
}
