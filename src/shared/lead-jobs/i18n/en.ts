/** Enrichment (find e-mails, phones, employees, influencer enrich) and the lead jobs that run them. */
const enrichment = {
  demo: 'Demo data',
  commands: { findEmails: 'Find e-mails…', getPhones: 'Get phones…', getEmployees: 'Get employees…', enrich: 'Enrich influencers…' },
  scope: { all: { one: 'The whole list ({{count}} lead)', other: 'The whole list ({{count}} leads)' }, filter: 'The filtered results', selection: { one: 'The {{count}} selected result', other: 'The {{count}} selected results' } },
  reason: { emptyList: 'The list has no results yet' },
  kinds: {
    'find-emails': 'Find e-mails', 'get-phones': 'Get phones', 'get-employees': 'Get employees', enrich: 'Enrich influencers',
    'send-crm': 'Send to CRM', 'send-webhook': 'Send to webhook', 'ai-write': 'AI writing',
  },
  estimate: {
    title: '{{kind}}: start?', upTo: 'Up to {{credits}} credits for {{leads}} leads.', free: '{{leads}} leads. No credits are charged for this.',
    balance: 'Your balance: {{balance}} credits.', noCharge: 'No credits will be consumed if contact data or e-mail data is not returned.',
    short: 'Your balance may run out before the end: the job then stops and keeps what it found.', start: 'Start', cancel: 'Cancel',
  },
  jobs: {
    region: 'Jobs on this list', progress: '{{kind}}: {{processed}} of {{total}}',
    counts: '{{succeeded}} with results, {{skipped}} without, {{failed}} failed · {{charged}} credits',
    status: { queued: 'Queued', running: 'Running', done: 'Done', stopped: 'Stopped', failed: 'Failed', cancelled: 'Cancelled' },
    outOfCredits: 'Stopped: out of credits. What was found is kept; add credits and resume to continue.',
    cancel: 'Cancel', showFailures: { one: 'Show {{count}} failed', other: 'Show {{count}} failed' }, resume: 'Resume',
    commands: {
      cancel: 'Cancel a running job…', cancelNamed: 'Cancel {{kind}} (job {{id}})', failures: 'Show the failed leads of a job…',
      failuresNamed: 'Failed leads of {{kind}} (job {{id}})', redeliver: 'Redeliver failed leads…', redeliverNamed: 'Redeliver {{kind}} (job {{id}})',
    },
    reason: { noActiveJob: 'No job is running on this list', noFailures: 'No job of this list has failed leads' },
    failures: {
      title: 'Failed leads: {{kind}}', lead: 'Lead', reason: 'Reason', attempts: 'Attempts', actions: 'Actions', none: 'No failed leads.',
      redeliverAll: { one: 'Redeliver {{count}}', other: 'Redeliver all {{count}}' }, redeliverOne: 'Redeliver {{name}}', previous: 'Previous page', next: 'Next page', page: 'Page {{page}} of {{pages}}',
    },
  },
  result: {
    title: 'Enrichment', emailCheck: 'E-mail check', checkedBy: '{{provider}}, {{date}}',
    verdicts: { valid: 'Verified', invalid: 'Invalid', risky: 'Risky (accept-all or unconfirmed)', unknown: 'Could not be checked' },
    phones: 'Phones', mobile: 'Mobile', direct: 'Direct dial', noPhone: 'No phone found', employees: 'Employees ({{count}})', noEmployees: 'No employees found',
    employee: { name: 'Name', position: 'Position', email: 'E-mail', phone: 'Phone' },
    contact: 'Contact details',
    providers: { demo: 'Demo data', zerobounce: 'ZeroBounce', neverbounce: 'NeverBounce', mx: 'Mail server check', website_crawl: 'Website crawl', pattern: 'E-mail patterns' },
  },
}

export const strings = { enrichment }
