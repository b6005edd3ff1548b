import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { walletAccounts, walletCards, walletPayments } from './schema/wallet'
import { businessProfiles, trainingChunks, trainingCrawls, trainingSources } from './schema/ai-training'
import { aiFineTunes, aiIcpSuggestions, aiListOutputs, aiPrompts } from './schema/ai'
import { apiKeys, crmConnections, crmFieldMappings, crmOauthStates, gptSettings, leadDeliveries, webhookConnections, zapierSubscriptions } from './schema/integrations'
import { appErrors, campaigns, campaignSearches, customLabels, leadResults, sessions, socialAccounts, userModules, verificationCodes } from './schema'
import { emailVerifications } from './schema/enrichment'
import { creditLedger } from './schema/credits'
import { leadJobs } from './schema/lead-jobs'

/**
 * The one place where rows that belong to an account are scoped to it. Handlers never write the owner
 * condition themselves: they ask `forAccount(db, id)` for the rows, so a forgotten `where` cannot leak
 * another tenant's data. Each owned table names its owner column here.
 */
const ownedTables = {
  sessions: { table: sessions, owner: sessions.userId },
  userModules: { table: userModules, owner: userModules.userId },
  socialAccounts: { table: socialAccounts, owner: socialAccounts.userId },
  verificationCodes: { table: verificationCodes, owner: verificationCodes.userId },
  appErrors: { table: appErrors, owner: appErrors.userId },
  campaigns: { table: campaigns, owner: campaigns.accountId },
  leadResults: { table: leadResults, owner: leadResults.accountId },
  campaignSearches: { table: campaignSearches, owner: campaignSearches.accountId },
  customLabels: { table: customLabels, owner: customLabels.accountId },
  creditLedger: { table: creditLedger, owner: creditLedger.accountId },
  walletAccounts: { table: walletAccounts, owner: walletAccounts.accountId },
  walletCards: { table: walletCards, owner: walletCards.accountId },
  walletPayments: { table: walletPayments, owner: walletPayments.accountId },
  gptSettings: { table: gptSettings, owner: gptSettings.accountId },
  apiKeys: { table: apiKeys, owner: apiKeys.accountId },
  crmConnections: { table: crmConnections, owner: crmConnections.accountId },
  crmOauthStates: { table: crmOauthStates, owner: crmOauthStates.accountId },
  crmFieldMappings: { table: crmFieldMappings, owner: crmFieldMappings.accountId },
  zapierSubscriptions: { table: zapierSubscriptions, owner: zapierSubscriptions.accountId },
  webhookConnections: { table: webhookConnections, owner: webhookConnections.accountId },
  leadDeliveries: { table: leadDeliveries, owner: leadDeliveries.accountId },
  businessProfiles: { table: businessProfiles, owner: businessProfiles.accountId },
  trainingCrawls: { table: trainingCrawls, owner: trainingCrawls.accountId },
  trainingSources: { table: trainingSources, owner: trainingSources.accountId },
  trainingChunks: { table: trainingChunks, owner: trainingChunks.accountId },
  leadJobs: { table: leadJobs, owner: leadJobs.accountId },
  emailVerifications: { table: emailVerifications, owner: emailVerifications.accountId },
  aiPrompts: { table: aiPrompts, owner: aiPrompts.accountId },
  aiFineTunes: { table: aiFineTunes, owner: aiFineTunes.accountId },
  aiListOutputs: { table: aiListOutputs, owner: aiListOutputs.accountId },
  aiIcpSuggestions: { table: aiIcpSuggestions, owner: aiIcpSuggestions.accountId },
} as const

export type OwnedTableName = keyof typeof ownedTables
type Owned<N extends OwnedTableName> = (typeof ownedTables)[N]['table']

function ownerOf(name: OwnedTableName): PgColumn {
  return ownedTables[name].owner as PgColumn
}

/** The insert property that holds the owner: older tables call it userId, lead tables accountId. */
function ownerKey(name: OwnedTableName): string {
  const table = ownedTables[name].table as unknown as Record<string, unknown>
  return Object.keys(table).find((k) => table[k] === ownedTables[name].owner) ?? 'userId'
}

export function forAccount(db: Database, accountId: number) {
  const scoped = (name: OwnedTableName, where?: SQL) => and(eq(ownerOf(name), accountId), where)
  const select = <N extends OwnedTableName>(name: N, where?: SQL) => {
    const table = ownedTables[name].table as PgTable
    return db.select().from(table).where(scoped(name, where)) as unknown as Promise<Owned<N>['$inferSelect'][]>
  }
  return {
    accountId,
    where: scoped,
    select,
    update<N extends OwnedTableName>(name: N, values: PgUpdateSetSource<Owned<N>>, where?: SQL) {
      const table = ownedTables[name].table as Owned<N>
      return db.update(table).set(values).where(scoped(name, where))
    },
    delete<N extends OwnedTableName>(name: N, where?: SQL) {
      return db.delete(ownedTables[name].table).where(scoped(name, where))
    },
    insert<N extends OwnedTableName>(name: N, values: Omit<Owned<N>['$inferInsert'], 'userId' | 'accountId'>[]) {
      const table = ownedTables[name].table
      const key = ownerKey(name)
      return db.insert(table).values(values.map((v) => ({ ...v, [key]: accountId })) as never)
    },
    /** The account's row with this id, or undefined: another account's id reads exactly like a missing one. */
    async one<N extends OwnedTableName>(name: N, id: number): Promise<Owned<N>['$inferSelect'] | undefined> {
      const table = ownedTables[name].table as unknown as { id: PgColumn }
      if (!isRowId(id)) return undefined
      const [row] = await select(name, eq(table.id, id))
      return row
    },
    /** The subset of `ids` that are the account's rows of this table. */
    async ownedIds(name: OwnedTableName, ids: number[]): Promise<number[]> {
      const table = ownedTables[name].table as unknown as { id: PgColumn } & PgTable
      const wanted = [...new Set(ids.filter(isRowId))]
      if (!wanted.length) return []
      const rows = await db.select({ id: table.id }).from(table).where(scoped(name, inArray(table.id, wanted)))
      return rows.map((r) => r.id as number)
    },
  }
}

/** Serial ids are int4: anything outside it can never be a row (and would be a database error, not a 404). */
export function isRowId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2_147_483_647
}

/** The account whose rows a signed-in user works on. */
export function accountIdOf(user: { id: number }): number {
  return user.id
}

export type AccountScope = ReturnType<typeof forAccount>
