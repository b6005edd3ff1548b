import { pgTable, serial, integer, text, timestamp, jsonb, uniqueIndex, index, primaryKey } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts } from './accounts'
import { campaigns } from './leads'
import { leadTypes } from '../../../shared/leads/types'
import { promptTypes } from '../../../shared/ai/prompts'
import type { IcpSuggestion } from '../../../shared/ai/icp'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Prompts of the AI writer, per list type and prompt type. A row without an account is a platform default (the super
 * admin's); users see those beside their own with show_default=1 and cannot change them.
 */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    listType: text('list_type', { enum: leadTypes }).notNull(),
    promptType: text('prompt_type', { enum: promptTypes }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_prompts_lookup_idx').on(t.accountId, t.listType, t.promptType, t.id)],
)

/** Questions the platform suggests every business answers (GET /api/get-all-openai-default-questions). */
export const aiDefaultQuestions = pgTable(
  'ai_default_questions',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    variable: text('variable').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_default_questions_variable_unique').on(sql`lower(${t.variable})`)],
)

/** A business's answers (fine-tunes): background for every text, and `{{variable}}` in prompts. */
export const aiFineTunes = pgTable(
  'ai_fine_tunes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    variable: text('variable'),
    defaultQuestionId: integer('default_question_id').references(() => aiDefaultQuestions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_fine_tunes_account_idx').on(t.accountId, t.id),
    uniqueIndex('ai_fine_tunes_variable_unique').on(t.accountId, sql`lower(${t.variable})`),
    uniqueIndex('ai_fine_tunes_question_unique').on(t.accountId, t.defaultQuestionId),
  ],
)

/** Which prompt types were ever written into a list: the CSV export adds a column for each (never a full scan). */
export const aiListOutputs = pgTable(
  'ai_list_outputs',
  {
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    promptType: text('prompt_type', { enum: promptTypes }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.promptType] })],
)

/** The account's latest ICP suggestions (regenerated on request: a model call costs the user's tokens). */
export const aiIcpSuggestions = pgTable('ai_icp_suggestions', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  suggestions: jsonb('suggestions').$type<IcpSuggestion[]>().notNull().default(sql`'[]'::jsonb`),
  provider: text('provider', { enum: ['openai', 'template'] }).notNull(),
  writer: text('writer').notNull(),
  createdAt: createdAt(),
})
