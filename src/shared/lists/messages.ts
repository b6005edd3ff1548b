import type { LeadType } from '../leads/types'

/** Saved lists (codes `lists.*`). */
export const listMessages = {
  deleted: 'List deleted.',
  deleted_many: 'Lists deleted.',
  archived_many: 'Lists archived.',
  restored_many: 'Lists restored.',
  details_saved: 'Details saved.',
  nothing_to_update: 'Nothing to update.',
  webhook_saved: 'Webhook saved.',
  nothing_to_resume: 'This list has no search stopped for credits to resume.',
  resume_needs_credits: 'Resuming needs at least {{cost}} credits; the balance is {{balance}}. Buy credits first.',
} as const

/** A list's results: filters, sorting, paging, manual entry (codes `results.*`). `type` is a list type's code. */
export const resultMessages = {
  unknown_field: 'The field "{{name}}" cannot be used to filter or sort {{type}} results.',
  operator_needs_text: 'The operator "{{operator}}" needs a text field.',
  operator_needs_number: 'The operator "{{operator}}" needs a number or date field.',
  operator_needs_email: 'The operator "{{operator}}" needs the email field.',
  bad_cursor: 'The cursor is not valid for this list and sort order.',
  wrong_type: 'This list holds {{actual}} results, not {{type}}.',
  page_too_deep: 'Use the cursor to page this deep.',
  no_manual_entry: 'Records cannot be entered by hand into {{type}} lists.',
  added: { one: '{{count}} record added.', other: '{{count}} records added.' },
  deleted: 'Results deleted.',
} as const

/** The English names of the list types, for the `list_type` parameter (and, in the client, `type` and `actual`). */
export const leadTypeNames: Record<LeadType, string> = { industry: 'local business', company: 'company', people: 'people', single: 'domain', influencer: 'influencer', intent: 'intent' }
