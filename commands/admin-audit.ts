import { pageAction } from './page-action'
import { adminOnly } from './admin-plans'
import type { AnyCommand } from './registry'
import { defineSlot } from './slots'

/** A page showing audit entries a page at a time (the audit log, a history): reading the next, older page. */
export type AuditPagesSlot = { more?: () => Promise<void> }
export const auditPagesSlot = defineSlot<AuditPagesSlot>('auditPages')

export const moreAuditEntries = pageAction({
  id: 'admin.audit.more',
  title: 'adminAudit.commands.more',
  group: 'admin',
  scope: 'global',
  keywords: ['audit', 'history', 'more', 'older', 'next'],
  slot: auditPagesSlot,
  handler: (page) => page.more,
  reason: 'adminAudit.reason.noMore',
  base: adminOnly,
})

export const adminAuditCommands: AnyCommand[] = [moreAuditEntries]
