import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base'

/** Special tokens in user text ("<|endoftext|>") are counted as the plain text they are, not refused. */
const asPlainText = { disallowedSpecial: new Set<string>() }

/**
 * Tokens of a text as OpenAI's current models count them (o200k_base, GPT-4o and later), offline: gpt-tokenizer ships
 * the encoding (about 25 MB/s here, so a whole PDF's text is counted in well under a second).
 */
export function countTokens(text: string): number {
  return text ? countO200k(text, asPlainText) : 0
}
