import { eq } from 'drizzle-orm'
import { aiFieldKey, promptTypes, type PromptType } from '../../../shared/ai/prompts'
import type { Database } from '../../db/client'
import { aiListOutputs } from '../../db/schema'

/**
 * The `fields` keys of the AI texts ever written into a list, in prompt-type order: the CSV export adds a column for
 * each. Read from a small table the ai-write job fills, never by scanning the list's results.
 */
export async function aiOutputFields(db: Database, campaignId: number): Promise<string[]> {
  const rows = await db.select({ promptType: aiListOutputs.promptType }).from(aiListOutputs).where(eq(aiListOutputs.campaignId, campaignId))
  const written = new Set<PromptType>(rows.map((r) => r.promptType))
  return promptTypes.filter((t) => written.has(t)).map(aiFieldKey)
}
