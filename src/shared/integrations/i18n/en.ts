/** Settings → Integrations (CRMs, field mapping, webhooks, GPT key, Zapier), the API key page and the send commands. */
const integrations = {
  commands: {
    sendCrm: 'Send to CRM…', sendWebhook: 'Send to webhook…',
    connect: 'Connect a CRM…', connectNamed: 'Connect {{crm}}', disconnect: 'Disconnect a CRM…', disconnectNamed: 'Disconnect {{crm}}',
    webhook: {
      test: 'Send a test to a webhook…', testNamed: 'Test webhook: {{name}}', enable: 'Enable a webhook…', enableNamed: 'Enable webhook: {{name}}',
      disable: 'Disable a webhook…', disableNamed: 'Disable webhook: {{name}}', reveal: 'Show the secrets of a webhook…', revealNamed: 'Show secrets: {{name}}',
      delete: 'Delete a webhook…', deleteNamed: 'Delete webhook: {{name}}',
      create: 'Create the webhook', edit: 'Edit a webhook…', editNamed: 'Edit webhook: {{name}}',
    },
    apiKeyCreate: 'New API key', apiKeyRevoke: 'Revoke an API key…', apiKeyRevokeNamed: 'Revoke API key: {{name}}',
    apiKeyRename: 'Rename an API key…', apiKeyRenameNamed: 'Rename API key: {{name}}', saveMapping: 'Save the CRM field mapping', resetMapping: 'Reset the CRM field mapping', saveGpt: 'Save the GPT settings', removeGpt: 'Remove the GPT key',
  },
  send: {
    all: '{{target}}: the whole list ({{count}})', filter: '{{target}}: the filtered results', selection: { one: '{{target}}: the {{count}} selected result', other: '{{target}}: the {{count}} selected results' },
    listWebhook: "The list's webhook", chooseCrm: 'Send to which CRM?', chooseWebhook: 'Send to which webhook?', cancel: 'Cancel',
  },
  reason: {
    emptyList: 'The list has no leads yet', noCrm: 'Connect a CRM first (Settings, Integrations)', onCrmPage: 'Only on the CRM integrations page',
    onWebhookList: 'Only on the webhooks list', onApiKeys: 'Only on the API key page',
    onFields: 'Only on the CRM fields page', mappingNotSaved: 'The mapping is already the default', noGptKey: 'No GPT key is stored', onWebhookCreate: 'Only on the new webhook page', noWebhooks: 'No webhooks yet',
  },
  status: { unsent: 'Unsent', sending: 'Sending to CRM', sent: 'Sent' },
  noListWebhook: "Selected list doesn't have webhook, please setup before continue.",
  tabs: { label: 'Integration pages', crm: 'CRM', crmFields: 'CRM fields', webhook: 'New webhook', webhookList: 'Webhooks' },
  crm: {
    title: 'CRM integrations', lead: 'Connect a CRM, then send any list, filter or selection to it from the list page (Shift+C).',
    connected: 'Connected', notConnected: 'Not connected', needsReconnect: 'Reconnect needed', notConfigured: 'Not configured on this server',
    account: 'Account: {{label}}', lastError: 'Last error: {{error}}',
    oauth: 'Signs in at the CRM (OAuth)', apiKeyKind: 'Connects with an API key', restHooks: 'Connects from Zapier',
    grooveKey: 'Groove API key', connectGroove: 'Connect Groove', redirecting: 'Opening {{crm}}…',
    zapierLead: 'Zapier connects from its side: open the invite link, add this app to a Zap and give it one of your API keys.',
    zapierInvite: 'Open the Zapier invite link', zapierNoInvite: 'No Zapier invite link is configured on this server.',
    zapierZaps: 'Active Zaps: {{count}}', apiKeysLink: 'Manage API keys',
  },
  gpt: {
    title: 'GPT API key', lead: 'The AI tools use this OpenAI-compatible endpoint (OpenAI, a local Ollama or vLLM). Without a key they use the built-in template writer.',
    baseUrl: 'Base URL', model: 'Model', apiKey: 'API key', keepKey: 'Stored key {{hint}}: leave empty to keep it', save: 'Save GPT settings',
    remove: 'Remove the key', saved: 'Saved.', none: 'No key stored.',
    confirmRemove: 'Remove the stored GPT key? The AI tools go back to the built-in template writer.',
  },
  fields: {
    title: 'CRM field mapping', lead: 'Choose which CRM field each lead field fills. The e-mail and phone always go along: the CRM matches contacts by them.',
    crm: 'CRM', leadField: 'Lead field {{n}}', crmField: 'CRM field {{n}}', add: 'Add a field', remove: 'Remove field {{n}}', save: 'Save mapping',
    reset: 'Reset to default', notSaved: 'This is the default mapping; saving makes it yours.', customError: 'Custom fields could not be read: {{error}}',
    confirmReset: 'Reset the {{crm}} field mapping to the default? Your mapping is deleted.',
    zapierHint: 'Zapier field names: a letter, then letters, numbers or underscores.', saved: 'Saved.', choose: 'Choose…',
  },
  leadFields: {
    name: 'Name', first_name: 'First name', last_name: 'Last name', email: 'E-mail', phone: 'Phone', website: 'Website', domain: 'Domain', company: 'Company',
    position: 'Position', department: 'Department', seniority: 'Seniority', linkedin_url: 'LinkedIn URL', street: 'Street', city: 'City', state: 'State',
    postal_code: 'Postal code', country: 'Country', category: 'Category', industry: 'Industry', size: 'Size', employee_count: 'Employees', revenue: 'Revenue',
    rating: 'Rating', reviews: 'Reviews', platform: 'Platform', username: 'Username', followers: 'Followers', engagement_rate: 'Engagement rate',
    topic: 'Topic', score: 'Score', labels: 'Labels', list_name: 'List name', list_type: 'List type',
  },
  webhook: {
    createTitle: 'New webhook', createLead: 'Leads sent to a webhook are POSTed as JSON, signed with Standard Webhooks headers and carrying your secret as the Authorization-Token header.',
    name: 'Name', url: 'URL', secret: 'Secret (Authorization-Token)', secretHint: 'Leave empty to generate one.', events: 'Events',
    eventNames: { lead_sent: 'Lead sent from a list', lead_found: 'Lead found by an autopilot or workflow' },
    create: 'Create webhook', created: 'Webhook created. Copy the secrets now; you can show them again from the webhooks list.',
    secretLabel: 'Authorization-Token', signingSecret: 'Signing secret (webhook-signature)', toList: 'See all webhooks',
    listTitle: 'Webhooks', listLead: 'Endpoints your lists can be sent to. An endpoint that answers 410 Gone is disabled until you enable it again.',
    empty: 'No webhooks yet.', newWebhook: 'New webhook',
    columns: { name: 'Name', url: 'URL', events: 'Events', status: 'Status', actions: 'Actions' },
    status: { active: 'Active', disabled: 'Disabled' },
    secretsOf: 'Secrets of {{name}}', hide: 'Hide secrets',
    editTitle: 'Edit {{name}}', secretKeepHint: 'Leave empty to keep the current one.', save: 'Save webhook',
    confirmDelete: 'Delete the webhook {{name}}?', disabledBecause: 'Disabled: {{reason}}',
  },
  callback: { title: 'Connecting your CRM…', failed: 'The CRM could not be connected.', missing: 'The CRM sent no code back.', back: 'Back to CRM integrations' },
  apiKeys: {
    title: 'API keys', lead: 'An API key lets Zapier and your scripts act for your account. It is shown once; we keep only a hash of it.',
    name: 'Key name', create: 'Create key', shownOnce: 'Copy your key now: it is shown only once.', newKey: 'Your new API key', empty: 'No API keys yet.',
    scope: 'Access', scopes: { read: 'Read only', read_write: 'Read and write' },
    columns: { name: 'Name', scope: 'Access', prefix: 'Key', created: 'Created', lastUsed: 'Last used', revoked: 'Revoked', actions: 'Actions' },
    modules: 'Modules this key may use', allModules: 'All modules',
    never: 'Never', notRevoked: 'Active', confirmRevoke: 'Revoke the key {{name}}? Anything using it stops working.',
    renameTitle: 'Rename {{name}}', saveName: 'Save name',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  crmCallback: 'CRM connection',
  settings_integration: 'Integrations',
  settings_integration_crm: 'CRM integrations',
  settings_integration_crmFields: 'CRM fields',
  settings_integration_webhook: 'New webhook',
  settings_integration_webhookList: 'Webhooks',
}

export const strings = { integrations, routes }
