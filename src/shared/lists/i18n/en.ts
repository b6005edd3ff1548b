/** Lead search: new search, saved lists, the results table, labels and the list commands. */
export const leads = {
  demo: 'Demo data',
  types: {
    industry: 'Local businesses', company: 'Companies', people: 'People', single: 'Domain', influencer: 'Influencers', intent: 'Intent', workflow: 'Workflow',
  },
  states: { Active: 'Active', Incomplete: 'Incomplete', Archived: 'Archived' },
  listStatus: { stoppedCredits: 'Stopped: out of credits' },
  emailStates: {
    email_found: 'Email found', potential_emails_found: 'Potential emails found', no_email_found: 'No email found', looking_for_email: 'Looking for email', search_complete: 'Search complete',
  },
  common: { back: 'Back to saved lists', loading: 'Loading…', save: 'Save', saved: 'Saved.' },
  commands: {
    emailFound: 'Filter by e-mail found…', status: 'Filter by CRM status…', moreFilters: 'More filters', search: 'Search the results', manualEntry: 'Manual entry',
    customLabels: 'Label the selected results', csv: 'Export to CSV…', delete: 'Delete', newSearch: 'New search in this list', archive: 'Archive', unarchive: 'Unarchive',
    history: 'Search history', open: 'Open a list…', openNamed: 'Open list: {{name}}', toggleView: 'Switch grid or list view', showState: 'Show lists by state…',
    settings: 'List settings',
    saveDetails: 'Save tags and source', saveWebhook: "Save the list's webhook",
    searchType: 'New search of type…', runSearch: 'Run search',
    more: 'More list actions…', selectMatching: 'Select all results matching the filter', clearSelection: 'Clear the selection',
    openTagsAndSource: 'Open tags and source', openWebhook: 'Open the list webhook', resumeSearch: 'Resume the search', topUp: 'Buy credits to resume…', undoDelete: 'Undo the delete',
    rows: { next: 'Next row', previous: 'Previous row', toggle: 'Select or unselect the row', range: 'Select the range to this row', selectAll: 'Select or unselect all rows' },
  },
  reason: {
    onTagsAndSource: 'Only on a list’s tags and source page', onListWebhook: 'Only on a list’s webhook page',
    openList: 'Open a list first', notForType: 'Not offered for this list type', selectRows: 'Select results first (x)', openOrSelectList: 'Open or select one list first',
    alreadyArchived: 'Already archived', notArchived: 'Not archived', onSavedLists: 'Only on saved lists', onNewSearch: 'Only on a new search', noTable: 'No table on this page',
    allSelected: 'Every matching result is selected', noResults: 'This list has no results', notStoppedForCredits: 'Only when a search stopped for credits', nothingToUndo: 'Nothing to undo',
  },
  confirm: {
    title: 'Are you sure?', yes: 'Yes, delete', no: 'Cancel',
    deleteResults: { one: 'Delete {{count}} selected result? This cannot be undone.', other: 'Delete {{count}} selected results? This cannot be undone.' },
    deleteList: 'Delete the list “{{name}}” and all its results? You can undo it for a few seconds.',
    deleteLists: { one: 'Delete {{count}} list with all its results? You can undo it for a few seconds.', other: 'Delete {{count}} lists with all their results? You can undo it for a few seconds.' },
  },
  csv: { all: 'Export the whole list', filter: 'Export the filtered results', selection: { one: 'Export the {{count}} selected result', other: 'Export the {{count}} selected results' } },
  newSearch: {
    title: 'New search', type: 'Search type', filters: 'Filters', choose: 'Choose…', commaSeparated: 'Separate values with commas', limit: 'Maximum results',
    locationAndList: 'Please select location and list before continue.', running: 'Starting…', intoList: 'New search into {{name}}',
  },
  location: {
    title: 'Location (optional)', titleRequired: 'Location', country: 'Country', state: 'State or region', anyState: 'Any state', city: 'City',
    cityHint: 'Type to see matching cities', cityNeedsCountry: 'Choose a country first', nearby: 'Include nearby districts',
  },
  // Counts through Intl.PluralRules (src/shared/message-wording.ts wordCount): `one` and `other` in every language.
  toasts: {
    listsDeleted: { one: '{{count}} list deleted.', other: '{{count}} lists deleted.' },
    listsArchived: { one: '{{count}} list archived.', other: '{{count}} lists archived.' },
    listsRestored: { one: '{{count}} list restored.', other: '{{count}} lists restored.' },
    resultsDeleted: { one: '{{count}} result deleted.', other: '{{count}} results deleted.' },
    listDeletedNamed: 'List “{{name}}” deleted.', undo: 'Undo', searchResumed: 'Search resumed.',
    deleteUndone: { one: '{{count}} list is back.', other: '{{count}} lists are back.' },
  },
  listPicker: { title: 'List', new: 'Create a new list', existing: 'Existing list', name: 'List name' },
  fields: {
    name: 'Name', email: 'E-mail', phone: 'Phone', website: 'Website', city: 'City', state: 'State', country: 'Country', category: 'Category', street: 'Street',
    postal_code: 'Postal code', rating: 'Rating', reviews: 'Reviews', first_name: 'First name', last_name: 'Last name', created_at: 'Added', domain: 'Domain',
    industry: 'Industry', size: 'Size', employee_count: 'Employees', revenue: 'Revenue', technologies: 'Technologies', linkedin_url: 'LinkedIn URL',
    position: 'Position', department: 'Department', seniority: 'Seniority', management_level: 'Management level', company: 'Company',
    years_experience: 'Years of experience', year_of_birth: 'Year of birth', skills: 'Skills', platform: 'Platform', username: 'Username', followers: 'Followers',
    engagement_rate: 'Engagement rate', avg_likes: 'Average likes', avg_comments: 'Average comments', views: 'Views', audience_type: 'Audience type',
    interests: 'Interests', topic: 'Topic', score: 'Score', email_state: 'E-mail state', labels: 'Labels', crm_status: 'CRM status', keywords: 'Keywords',
    address: 'Address', analytics: 'Analytics', audience_credibility: 'Audience credibility', avg_engagements: 'Average engagements', avg_reels_plays: 'Average Reels plays',
    avg_saves: 'Average saves', avg_shares: 'Average shares', business_status: 'Business status', company_domain: 'Company domain', company_industry: 'Company industry',
    company_size: 'Company size', facebook_url: 'Facebook', fake_followers: 'Fake followers', founded_year: 'Founded', google_maps_url: 'Google Maps', has_analytics: 'Uses analytics',
    has_pixel: 'Uses a tracking pixel', highest_level: 'Highest level', instagram_url: 'Instagram', intent_level: 'Intent level', job_title: 'Job title', pixels: 'Tracking pixels',
    profile_url: 'Profile', signals: 'Signals', source_url: 'Found on', surge_started_days_ago: 'Surge started (days ago)', types: 'Place types', campaign_name: 'List',
    updated_at: 'Updated', twitter_url: 'X (Twitter)', youtube_url: 'YouTube', tiktok_url: 'TikTok',
    age: 'Age', gender: 'Gender', phones: 'Phones', education: 'Education', job_history: 'Job history', last_posted_days: 'Last post (days ago)',
    followers_growth_rate: 'Followers growth', likes_growth_rate: 'Likes growth', views_growth_rate: 'Views growth', brand_affinity: 'Brand affinity', hashtags: 'Hashtags',
    mentions: 'Mentions', post_types: 'Post types', audience_ages: 'Audience ages', audience_cities: 'Audience cities', audience_countries: 'Audience countries',
    audience_genders: 'Audience genders', audience_languages: 'Audience languages',
    sizes: 'Company sizes', titles: 'Job titles', departments: 'Departments', topics: 'Topics', lastposted: 'Last posted (days, at least 30)',
    engagementRate: 'Engagement rate (0 to 1)', audience: { credibility: 'Audience credibility (0 to 1)' },
    followers_min: 'Followers from', followers_max: 'Followers to', age_min: 'Age from', age_max: 'Age to', engagements_min: 'Engagements from', engagements_max: 'Engagements to',
    reelsPlays_min: 'Reels plays from', reelsPlays_max: 'Reels plays to', saves_min: 'Saves from', saves_max: 'Saves to', shares_min: 'Shares from', shares_max: 'Shares to',
    views_min: 'Views from', views_max: 'Views to',
    followersGrowthRate: { interval: 'Followers growth: interval', operator: 'Followers growth: comparison', value: 'Followers growth: rate' },
    likesGrowthRate: { interval: 'Likes growth: interval', operator: 'Likes growth: comparison', value: 'Likes growth: rate' },
    viewsGrowthRate: { interval: 'Views growth: interval', operator: 'Views growth: comparison', value: 'Views growth: rate' },
  },
  options: {
    instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube',
    i1month: '1 month', i2months: '2 months', i3months: '3 months', i4months: '4 months', i5months: '5 months', i6months: '6 months',
    gt: 'greater than', gte: 'at least', lt: 'less than', lte: 'at most',
  },
  operators: { like: 'contains', not_like: 'does not contain', empty: 'is empty', not_empty: 'is not empty', lower: 'is lower than', greater: 'is greater than', is_verified: 'is verified' },
  filters: {
    label: 'Result filters', search: 'Search results', mode: 'Match',
    modes: { contain: 'Contains', exact: 'Exact', start: 'Starts with' },
    withEmail: { label: 'E-mail', all: 'All', found: 'Email found', potential: 'Potential emails found', notFound: 'No email found' },
    status: { label: 'CRM status', all: 'All', sent: 'Sent', unsent: 'Unsent' },
  },
  moreFilters: {
    title: 'More filters', lead: 'Every condition must match.', condition: 'Condition {{n}}', field: 'Field', operator: 'Operator', value: 'Value',
    add: 'Add a condition', remove: 'Remove', clear: 'Clear all', apply: 'Apply', active: { one: '{{count}} more filter active', other: '{{count}} more filters active' },
  },
  progress: {
    found: '{{found}} found', foundOf: '{{found}} of {{target}} found', queued: 'queued', running: 'searching',
    outOfCredits: 'The search stopped because the credits ran out. The results found are kept; buy credits, then resume the search: what it found is not charged again.', stopped: 'Stopped: {{reason}}',
    reasons: { credits: 'out of credits', error: 'the lead provider did not answer' },
  },
  list: {
    shown: { one: '{{count}} result', other: '{{count}} results' }, selectedCount: { one: '{{count}} selected', other: '{{count}} selected' },
    allMatchingSelected: { one: 'the {{count}} matching result is selected', other: 'all {{count}} matching results selected' },
    matchingEarlier: { one: '{{count}} result selected under an earlier filter', other: '{{count}} results selected under an earlier filter' },
    hiddenByFilter: { one: '{{count}} selected result hidden by this filter', other: '{{count}} selected results hidden by this filter' },
    selectAllMatching: { one: 'Select the {{count}} matching result', other: 'Select all {{count}} matching' },
    selectRow: 'Select {{name}}', selectLoaded: 'Select all loaded rows', resize: 'Resize {{column}}', more: 'More…',
    columnEarlier: 'Move {{column}} earlier', columnLater: 'Move {{column}} later', columnsReset: 'Default columns',
    actions: 'List actions', columns: 'Columns', empty: 'No results found',
    notFound: 'This list was not found.', selected: 'Selected', tableLabel: 'Results of {{name}}', tagsAndSource: 'Tags and source', webhook: 'Webhook',
    settingsTabs: 'Settings of {{name}}',
    total: { one: '{{count}} result', other: '{{count}} results' }, sort: { asc: 'Sort by {{column}}, ascending now', desc: 'Sort by {{column}}, descending now', none: 'Sort by {{column}}' },
  },
  savedLists: {
    title: 'Saved lists', newSearch: 'New search', search: 'Search lists', states: 'List state', showList: 'Show as list', showGrid: 'Show as grid',
    counts: { one: '{{count}} list, {{selected}} selected', other: '{{count}} lists, {{selected}} selected' }, listLabel: '{{state}} lists', empty: 'No lists here yet.',
  },
  history: {
    title: 'Search history of {{name}}', started: 'Started', status: 'Status', found: 'Found', source: 'Source', stopped: 'Stopped: {{reason}}', empty: 'No searches yet.',
  },
  labels: {
    title: 'Custom labels', create: 'Create label', name: 'Label name', color: 'Colour', nameOf: 'Name of {{name}}', colorOf: 'Colour of {{name}}',
    saveNamed: 'Save {{name}}', deleteNamed: 'Delete {{name}}', none: 'No labels yet.', dialogTitle: { one: 'Labels for {{count}} selected result', other: 'Labels for {{count}} selected results' },
    assignNamed: 'Add {{name}}', removeNamed: 'Remove {{name}}', newName: 'New label', createAndAssign: 'Create and add',
  },
  manual: {
    title: 'Add a record by hand', importTitle: 'Import influencers by URL', urls: 'Profile URLs', urlsHint: 'One URL per line or separated by spaces', save: 'Add to the list',
  },
  result: {
    back: 'Back to the list', untitled: 'Result', emails: 'E-mails', fields: 'Details', notFound: 'This result was not found.',
    emailKinds: { main: 'Main', work: 'Work', personal: 'Personal', additional: 'Additional', potential: 'Potential' },
    yes: 'Yes', no: 'No',
  },
  tagsAndSource: { title: 'Tags and source of {{name}}', tags: 'Tags', source: 'Source' },
  webhook: { title: 'Webhook of {{name}}', lead: 'New results of this list are sent to this URL.', url: 'Webhook URL' },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_savedLists: 'Saved lists',
  leadSearch_list: 'List',
  leadSearch_list_tagsAndSource: 'Tags and source',
  leadSearch_list_webhook: 'List webhook',
  leadSearch_list_result: 'Result details',
}

export const strings = { leads, routes }
