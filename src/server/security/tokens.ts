import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A bearer token: 32 random bytes, base64url. Only its sha256 is stored. */
export function newSessionToken() {
  return randomBytes(32).toString('base64url')
}

export function sha256Hex(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

export function hmacHex(secret: string, value: string) {
  return createHmac('sha256', secret).update(value).digest('hex')
}

/** Six digits, leading zeros allowed. */
export function newVerificationCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function equalHex(a: string, b: string) {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

export function randomPassword() {
  return randomBytes(12).toString('base64url')
}
