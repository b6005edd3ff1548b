import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Encrypts third-party secrets (users' API keys) at rest with AES-256-GCM.
 * Stored form: `v1:<base64url(iv | tag | ciphertext)>`; the version names the key derivation so keys can rotate.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string | null }

const VERSION = 'v1'

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'lead-console', 'secret-box:v1', 32))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    open(sealed) {
      const [version, payload] = sealed.split(':', 2)
      if (version !== VERSION || !payload) return null
      try {
        const raw = Buffer.from(payload, 'base64url')
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
        decipher.setAuthTag(raw.subarray(12, 28))
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
