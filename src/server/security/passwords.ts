import { hash, verify } from '@node-rs/argon2'

// Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules.
const ARGON2ID = 2

/** OWASP's argon2id parameters: 19 MiB memory, 2 passes, 1 lane. */
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    // Spend the same time as a real check so unknown accounts are not revealed by timing.
    await hash(password, options)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
