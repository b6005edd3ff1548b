import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { walletAccounts, walletCards, walletPayments } from './schema/wallet'
import { businessProfiles, trainingChunks, trainingCrawls, trainingSources } from './schema/ai-training'
import { aiFineTunes, aiIcpSuggestions, aiListOutputs, aiPrompts } from './schema/ai'
import { apiKeys, crmConnections, crmFieldMappings, crmOauthStates, gptSettings, leadDeliveries, webhookConnections, zapierSubscriptions } from './schema/integrations'
import { accountModules, appErrors, campaigns, campaignSearches, customLabels, leadResults, sessions, socialAccounts, verificationCodes } from './schema'
import { emailVerifications } from './schema/enrichment'
import { creditLedger } from './schema/credits'
import { leadJobs } from './schema/lead-jobs'
import { teamInvitations } from './schema/team'
import { flowStates } from './schema/billing'
import { autopilotRuns, autopilots } from './schema/autopilots'
import { workflowRuns, workflows } from './schema/workflows'
import { wlPackages, wlSubscriptionEvents, wlSubscriptions } from './schema/reseller'
import { wlSalesOrders, wlSalesPages } from './schema/reseller-sales'
import { wlBulkJobs } from './schema/reseller-bulk'
import { wlPartners, wlTrainingCourses, wlTrainingPages, wlWebhookDeliveries } from './schema/reseller-services'
import { wlBrandImages, wlDomains } from './schema/wl-brand'
import { isRowId } from '../../shared/validate'

/**
 * The one place where rows that belong to an account are scoped to it. Handlers never write the owner
 * condition themselves: they ask `forAccount(db, id)` for the rows, so a forgotten `where` cannot leak
 * another tenant's data. Each owned table names its owner column here. The account is the one the request acts as
 * (`accountIdOf(c.var)`: the session's acting account), never the signed-in user's id.
 */
const accountTables = {
  accountModules: { table: accountModules, owner: accountModules.accountId },
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
  teamInvitations: { table: teamInvitations, owner: teamInvitations.accountId },
  autopilots: { table: autopilots, owner: autopilots.accountId },
  autopilotRuns: { table: autopilotRuns, owner: autopilotRuns.accountId },
  workflows: { table: workflows, owner: workflows.accountId },
  workflowRuns: { table: workflowRuns, owner: workflowRuns.accountId },
  // A reseller's packages, its customers' subscriptions and their history belong to the reseller's account.
  wlPackages: { table: wlPackages, owner: wlPackages.accountId },
  wlSubscriptions: { table: wlSubscriptions, owner: wlSubscriptions.accountId },
  wlSubscriptionEvents: { table: wlSubscriptionEvents, owner: wlSubscriptionEvents.accountId },
  // A package's sales page and the orders taken on it belong to the reseller too.
  wlSalesPages: { table: wlSalesPages, owner: wlSalesPages.accountId },
  wlSalesOrders: { table: wlSalesOrders, owner: wlSalesOrders.accountId },
  wlBulkJobs: { table: wlBulkJobs, owner: wlBulkJobs.accountId },
  // The reseller's training center, its partners and its webhook's delivery log.
  wlTrainingCourses: { table: wlTrainingCourses, owner: wlTrainingCourses.accountId },
  wlTrainingPages: { table: wlTrainingPages, owner: wlTrainingPages.accountId },
  wlPartners: { table: wlPartners, owner: wlPartners.accountId },
  wlWebhookDeliveries: { table: wlWebhookDeliveries, owner: wlWebhookDeliveries.accountId },
  // The reseller's custom domains and brand images.
  wlDomains: { table: wlDomains, owner: wlDomains.accountId },
  wlBrandImages: { table: wlBrandImages, owner: wlBrandImages.accountId },
} as const

/** Rows that belong to a person whatever account they act as: their sessions, sign-in links, codes and error reports. */
const userTables = {
  sessions: { table: sessions, owner: sessions.userId },
  socialAccounts: { table: socialAccounts, owner: socialAccounts.userId },
  verificationCodes: { table: verificationCodes, owner: verificationCodes.userId },
  appErrors: { table: appErrors, owner: appErrors.userId },
  flowStates: { table: flowStates, owner: flowStates.userId },
} as const

const ownedTables = { ...accountTables, ...userTables }

export type OwnedTableName = keyof typeof ownedTables
type AccountTableName = keyof typeof accountTables
type UserTableName = keyof typeof userTables
type Owned<N extends OwnedTableName> = (typeof ownedTables)[N]['table']

function ownerOf(name: OwnedTableName): PgColumn {
  return ownedTables[name].owner as PgColumn
}

/** The insert property that holds the owner: older tables call it userId, lead tables accountId. */
function ownerKey(name: OwnedTableName): string {
  const table = ownedTables[name].table as unknown as Record<string, unknown>
  return Object.keys(table).find((k) => table[k] === ownedTables[name].owner) ?? 'userId'
}

/** The rows of the account `accountId` (lists, results, credits, connections...). */
export function forAccount(db: Database, accountId: number) {
  return scopeTo<AccountTableName, 'accountId'>(db, accountId)
}

/** The rows of the person `userId` (sessions, social sign-ins, codes, error reports). */
export function forUser(db: Database, userId: number) {
  return scopeTo<UserTableName, 'userId'>(db, userId)
}

/** Rows of the tables `T` whose owner column (the insert property `K`) holds `ownerId`. */
function scopeTo<T extends OwnedTableName, K extends 'userId' | 'accountId'>(db: Database, ownerId: number) {
  const scoped = (name: T, where?: SQL) => and(eq(ownerOf(name), ownerId), where)
  const select = <N extends T>(name: N, where?: SQL) => {
    const table = ownedTables[name].table as PgTable
    return db.select().from(table).where(scoped(name, where)) as unknown as Promise<Owned<N>['$inferSelect'][]>
  }
  return {
    /** The owner the scope is for: the account of forAccount (the user of forUser). */
    accountId: ownerId,
    where: scoped,
    select,
    update<N extends T>(name: N, values: PgUpdateSetSource<Owned<N>>, where?: SQL) {
      const table = ownedTables[name].table as Owned<N>
      return db.update(table).set(values).where(scoped(name, where))
    },
    delete<N extends T>(name: N, where?: SQL) {
      return db.delete(ownedTables[name].table).where(scoped(name, where))
    },
    insert<N extends T>(name: N, values: Omit<Owned<N>['$inferInsert'], K>[]) {
      const table = ownedTables[name].table
      const key = ownerKey(name)
      return db.insert(table).values(values.map((v) => ({ ...v, [key]: ownerId })) as never)
    },
    /** The account's row with this id, or undefined: another account's id reads exactly like a missing one. */
    async one<N extends T>(name: N, id: number): Promise<Owned<N>['$inferSelect'] | undefined> {
      const table = ownedTables[name].table as unknown as { id: PgColumn }
      if (!isRowId(id)) return undefined
      const [row] = await select(name, eq(table.id, id))
      return row
    },
    /** The subset of `ids` that are the account's rows of this table. */
    async ownedIds(name: T, ids: number[]): Promise<number[]> {
      const table = ownedTables[name].table as unknown as { id: PgColumn } & PgTable
      const wanted = [...new Set(ids.filter(isRowId))]
      if (!wanted.length) return []
      const rows = await db.select({ id: table.id }).from(table).where(scoped(name, inArray(table.id, wanted)))
      return rows.map((r) => r.id as number)
    },
  }
}

/** The account whose rows a request works on: the one its session (or API key) acts as, set by the route's policy. */
export function accountIdOf(vars: { account: { id: number } }): number {
  return vars.account.id
}

export type AccountScope = ReturnType<typeof forAccount>
