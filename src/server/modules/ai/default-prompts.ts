import { sql } from 'drizzle-orm'
import { aiListTypes, promptTypes, type AiListType, type PromptType } from '../../../shared/ai/prompts'
import type { Database } from '../../db/client'
import { aiDefaultQuestions, aiPrompts, appSettings } from '../../db/schema'
import { inTransaction } from '../../db/transaction'

/** Who the lead is, in a prompt's words, per list type. */
const leadOf: Record<AiListType, string> = {
  people: '{{first_name}} {{last_name}}, {{position}} at {{company}} in {{city}}',
  industry: '{{name}}, a {{category}} business in {{city}}',
  company: '{{name}}, a company in {{industry}} based in {{city}}',
  influencer: '{{name}} (@{{username}}), a {{platform}} creator with {{followers}} followers',
  intent: '{{company}}, researching {{topic}}; contact {{name}}, {{position}}',
}

const texts: Record<PromptType, (lead: string) => string> = {
  first_line: (lead) => `Write a personal opening line for a cold e-mail to ${lead}. Connect something specific about them to how {{business_name}} helps {{who_it_helps}}.`,
  subject: (lead) => `Write a short, curiosity-provoking e-mail subject line for ${lead}, about {{what_it_sells}}.`,
  summary: (lead) => `Summarise ${lead} for a salesperson of {{business_name}}: who they are and why {{what_it_sells}} fits them.`,
  direct: (lead) => `Write a short direct message from {{contact_name}} of {{business_name}} to ${lead}. Explain what we do ({{what_it_does}}) and ask for a short call. Tone: {{personality}}.`,
  similar: (lead) => `Describe leads similar to ${lead} that {{business_name}} should also contact, and how to find them.`,
  competitor: (lead) => `Describe the likely competitors of ${lead} and how {{what_it_sells}} could help them stand out.`,
  supplier: (lead) => `Describe the suppliers ${lead} likely works with and how {{business_name}} could become one of them.`,
  custom: (lead) => `Hi {{first_name}}, I came across {{company}} and thought {{business_name}} could help: we offer {{what_it_sells}} to {{who_it_helps}}. (Lead: ${lead})`,
}

/** The platform default prompt of a prompt type for a list type. */
export function defaultPromptText(listType: AiListType, promptType: PromptType): string {
  return texts[promptType](leadOf[listType])
}

/** Questions every business is invited to answer; each answer becomes a fine-tune and a prompt variable. */
export const seededQuestions: ReadonlyArray<{ question: string; variable: string }> = [
  { question: 'What is your main offer, in one sentence?', variable: 'main_offer' },
  { question: 'What problem do your customers have before they find you?', variable: 'customer_problem' },
  { question: 'What result do your customers get?', variable: 'customer_result' },
  { question: 'Why do customers choose you over the alternatives?', variable: 'differentiator' },
  { question: 'Which customer success or proof can you mention?', variable: 'social_proof' },
  { question: 'What should a prospect do next (your call to action)?', variable: 'call_to_action' },
]

const SEED_KEY = 'ai.defaults.seeded'
const SEED_LOCK_ID = 7_346_305

/**
 * Writes the platform's default prompts and questions once per database (marked in app_settings), so a super admin
 * who edits or deletes them later is not overruled on the next start. Safe from several processes at once.
 */
export async function seedAiDefaults(db: Database): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    const done = await tx.insert(appSettings).values({ key: SEED_KEY, value: '1' }).onConflictDoNothing().returning()
    if (!done.length) return
    await tx.insert(aiPrompts).values(aiListTypes.flatMap((listType) => promptTypes.map((promptType) => ({ accountId: null, listType, promptType, text: defaultPromptText(listType, promptType) }))))
    await tx
      .insert(aiDefaultQuestions)
      .values(seededQuestions.map((q, i) => ({ ...q, position: i + 1 })))
      .onConflictDoNothing()
  })
}
