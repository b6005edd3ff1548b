import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { listMessages, resultMessages, leadTypeNames } from '../messages'

/** Lead-Suche: neue Suche, gespeicherte Listen, Ergebnistabelle, Labels und die Listenbefehle. */
const leads = {
  demo: 'Demodaten',
  types: {
    industry: 'Lokale Unternehmen', company: 'Firmen', people: 'Personen', single: 'Domain', influencer: 'Influencer', intent: 'Kaufabsicht', workflow: 'Workflow',
  },
  states: { Active: 'Aktiv', Incomplete: 'Unvollständig', Archived: 'Archiviert' },
  listStatus: { stoppedCredits: 'Angehalten: keine Credits' },
  emailStates: {
    email_found: 'E-Mail gefunden', potential_emails_found: 'Mögliche E-Mails gefunden', no_email_found: 'Keine E-Mail gefunden', looking_for_email: 'E-Mail wird gesucht', search_complete: 'Suche abgeschlossen',
  },
  common: { back: 'Zurück zu den gespeicherten Listen', loading: 'Wird geladen…', save: 'Speichern', saved: 'Gespeichert.' },
  commands: {
    emailFound: 'Nach gefundener E-Mail filtern…', status: 'Nach CRM-Status filtern…', moreFilters: 'Weitere Filter', search: 'Ergebnisse durchsuchen', manualEntry: 'Manuelle Eingabe',
    customLabels: 'Ausgewählte Ergebnisse labeln', csv: 'Als CSV exportieren…', delete: 'Löschen', newSearch: 'Neue Suche in dieser Liste', archive: 'Archivieren', unarchive: 'Wiederherstellen',
    history: 'Suchverlauf', open: 'Liste öffnen…', openNamed: 'Liste öffnen: {{name}}', toggleView: 'Zwischen Raster und Liste wechseln', showState: 'Listen nach Status zeigen…',
    settings: 'Listeneinstellungen',
    saveDetails: 'Tags und Quelle speichern', saveWebhook: 'Webhook der Liste speichern',
    searchType: 'Neue Suche vom Typ…', runSearch: 'Suche starten',
    more: 'Weitere Listenaktionen…', selectMatching: 'Alle Ergebnisse des Filters auswählen', clearSelection: 'Auswahl aufheben',
    openTagsAndSource: 'Tags und Quelle öffnen', openWebhook: 'Webhook der Liste öffnen', resumeSearch: 'Suche fortsetzen', topUp: 'Credits kaufen und fortsetzen…', undoDelete: 'Löschen rückgängig machen',
    rows: { next: 'Nächste Zeile', previous: 'Vorherige Zeile', toggle: 'Zeile aus- oder abwählen', range: 'Bereich bis zu dieser Zeile auswählen', selectAll: 'Alle Zeilen aus- oder abwählen' },
  },
  reason: {
    onTagsAndSource: 'Nur auf der Seite „Tags und Quelle“ einer Liste', onListWebhook: 'Nur auf der Webhook-Seite einer Liste',
    openList: 'Zuerst eine Liste öffnen', notForType: 'Für diesen Listentyp nicht angeboten', selectRows: 'Zuerst Ergebnisse auswählen (x)', openOrSelectList: 'Zuerst eine Liste öffnen oder auswählen',
    alreadyArchived: 'Bereits archiviert', notArchived: 'Nicht archiviert', onSavedLists: 'Nur bei gespeicherten Listen', onNewSearch: 'Nur bei einer neuen Suche', noTable: 'Keine Tabelle auf dieser Seite',
    allSelected: 'Alle Ergebnisse des Filters sind ausgewählt', noResults: 'Diese Liste hat keine Ergebnisse', notStoppedForCredits: 'Nur wenn eine Suche mangels Credits angehalten hat', nothingToUndo: 'Nichts rückgängig zu machen',
  },
  confirm: {
    title: 'Sind Sie sicher?', yes: 'Ja, löschen', no: 'Abbrechen',
    deleteResults: { one: '{{count}} ausgewähltes Ergebnis löschen? Das kann nicht rückgängig gemacht werden.', other: '{{count}} ausgewählte Ergebnisse löschen? Das kann nicht rückgängig gemacht werden.' },
    deleteList: 'Die Liste „{{name}}“ mit allen Ergebnissen löschen? Einige Sekunden lang lässt sich das rückgängig machen.',
    deleteLists: { one: '{{count}} Liste mit allen Ergebnissen löschen? Einige Sekunden lang lässt sich das rückgängig machen.', other: '{{count}} Listen mit allen Ergebnissen löschen? Einige Sekunden lang lässt sich das rückgängig machen.' },
  },
  csv: { all: 'Ganze Liste exportieren', filter: 'Gefilterte Ergebnisse exportieren', selection: { one: 'Das {{count}} ausgewählte Ergebnis exportieren', other: 'Die {{count}} ausgewählten Ergebnisse exportieren' } },
  newSearch: {
    title: 'Neue Suche', type: 'Suchtyp', filters: 'Filter', choose: 'Auswählen…', commaSeparated: 'Werte durch Kommas trennen', limit: 'Maximale Ergebnisse',
    locationAndList: 'Bitte wählen Sie einen Ort und eine Liste, bevor Sie fortfahren.', running: 'Wird gestartet…', intoList: 'Neue Suche in {{name}}',
  },
  location: {
    title: 'Ort (optional)', titleRequired: 'Ort', country: 'Land', state: 'Bundesland oder Region', anyState: 'Alle Regionen', city: 'Stadt',
    cityHint: 'Tippen, um passende Städte zu sehen', cityNeedsCountry: 'Zuerst ein Land wählen', nearby: 'Umliegende Bezirke einbeziehen',
  },
  toasts: {
    listsDeleted: { one: '{{count}} Liste gelöscht.', other: '{{count}} Listen gelöscht.' },
    listsArchived: { one: '{{count}} Liste archiviert.', other: '{{count}} Listen archiviert.' },
    listsRestored: { one: '{{count}} Liste wiederhergestellt.', other: '{{count}} Listen wiederhergestellt.' },
    resultsDeleted: { one: '{{count}} Ergebnis gelöscht.', other: '{{count}} Ergebnisse gelöscht.' },
    listDeletedNamed: 'Liste „{{name}}“ gelöscht.', undo: 'Rückgängig', searchResumed: 'Suche fortgesetzt.',
    deleteUndone: { one: '{{count}} Liste ist wieder da.', other: '{{count}} Listen sind wieder da.' },
  },
  listPicker: { title: 'Liste', new: 'Neue Liste anlegen', existing: 'Bestehende Liste', name: 'Name der Liste' },
  fields: {
    name: 'Name', email: 'E-Mail', phone: 'Telefon', website: 'Website', city: 'Stadt', state: 'Region', country: 'Land', category: 'Kategorie', street: 'Straße',
    postal_code: 'Postleitzahl', rating: 'Bewertung', reviews: 'Rezensionen', first_name: 'Vorname', last_name: 'Nachname', created_at: 'Hinzugefügt', domain: 'Domain',
    industry: 'Branche', size: 'Größe', employee_count: 'Mitarbeiter', revenue: 'Umsatz', technologies: 'Technologien', linkedin_url: 'LinkedIn-URL',
    position: 'Position', department: 'Abteilung', seniority: 'Karrierestufe', management_level: 'Führungsebene', company: 'Firma',
    years_experience: 'Jahre Erfahrung', year_of_birth: 'Geburtsjahr', skills: 'Fähigkeiten', platform: 'Plattform', username: 'Benutzername', followers: 'Follower',
    engagement_rate: 'Engagement-Rate', avg_likes: 'Likes im Schnitt', avg_comments: 'Kommentare im Schnitt', views: 'Aufrufe', audience_type: 'Zielgruppentyp',
    interests: 'Interessen', topic: 'Thema', score: 'Punktzahl', email_state: 'E-Mail-Status', labels: 'Labels', crm_status: 'CRM-Status', keywords: 'Schlüsselwörter',
    address: 'Adresse', analytics: 'Analysetools', audience_credibility: 'Glaubwürdigkeit des Publikums', avg_engagements: 'Durchschnittliche Interaktionen', avg_reels_plays: 'Durchschnittliche Reels-Aufrufe',
    avg_saves: 'Durchschnittlich gespeichert', avg_shares: 'Durchschnittlich geteilt', business_status: 'Geschäftsstatus', company_domain: 'Firmendomain', company_industry: 'Branche der Firma',
    company_size: 'Firmengröße', facebook_url: 'Facebook', fake_followers: 'Gefälschte Follower', founded_year: 'Gegründet', google_maps_url: 'Google Maps', has_analytics: 'Nutzt Analysetools',
    has_pixel: 'Nutzt ein Tracking-Pixel', highest_level: 'Höchste Stufe', instagram_url: 'Instagram', intent_level: 'Kaufabsicht', job_title: 'Berufsbezeichnung', pixels: 'Tracking-Pixel',
    profile_url: 'Profil', signals: 'Signale', source_url: 'Gefunden auf', surge_started_days_ago: 'Anstieg begann (vor Tagen)', types: 'Ortstypen', campaign_name: 'Liste',
    updated_at: 'Aktualisiert', twitter_url: 'X (Twitter)', youtube_url: 'YouTube', tiktok_url: 'TikTok',
    age: 'Alter', gender: 'Geschlecht', phones: 'Telefonnummern', education: 'Ausbildung', job_history: 'Berufserfahrung', last_posted_days: 'Letzter Beitrag (vor Tagen)',
    followers_growth_rate: 'Follower-Wachstum', likes_growth_rate: 'Likes-Wachstum', views_growth_rate: 'Aufrufe-Wachstum', brand_affinity: 'Markenaffinität', hashtags: 'Hashtags',
    mentions: 'Erwähnungen', post_types: 'Beitragsarten', audience_ages: 'Alter des Publikums', audience_cities: 'Städte des Publikums', audience_countries: 'Länder des Publikums',
    audience_genders: 'Geschlechter des Publikums', audience_languages: 'Sprachen des Publikums',
    sizes: 'Firmengrößen', titles: 'Berufsbezeichnungen', departments: 'Abteilungen', topics: 'Themen', lastposted: 'Letzter Beitrag (Tage, mindestens 30)',
    engagementRate: 'Engagement-Rate (0 bis 1)', audience: { credibility: 'Glaubwürdigkeit der Zielgruppe (0 bis 1)' },
    followers_min: 'Follower ab', followers_max: 'Follower bis', age_min: 'Alter ab', age_max: 'Alter bis', engagements_min: 'Interaktionen ab', engagements_max: 'Interaktionen bis',
    reelsPlays_min: 'Reels-Wiedergaben ab', reelsPlays_max: 'Reels-Wiedergaben bis', saves_min: 'Speicherungen ab', saves_max: 'Speicherungen bis', shares_min: 'Teilungen ab', shares_max: 'Teilungen bis',
    views_min: 'Aufrufe ab', views_max: 'Aufrufe bis',
    followersGrowthRate: { interval: 'Follower-Wachstum: Zeitraum', operator: 'Follower-Wachstum: Vergleich', value: 'Follower-Wachstum: Rate' },
    likesGrowthRate: { interval: 'Likes-Wachstum: Zeitraum', operator: 'Likes-Wachstum: Vergleich', value: 'Likes-Wachstum: Rate' },
    viewsGrowthRate: { interval: 'Aufruf-Wachstum: Zeitraum', operator: 'Aufruf-Wachstum: Vergleich', value: 'Aufruf-Wachstum: Rate' },
  },
  options: {
    instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube',
    i1month: '1 Monat', i2months: '2 Monate', i3months: '3 Monate', i4months: '4 Monate', i5months: '5 Monate', i6months: '6 Monate',
    gt: 'größer als', gte: 'mindestens', lt: 'kleiner als', lte: 'höchstens',
  },
  operators: { like: 'enthält', not_like: 'enthält nicht', empty: 'ist leer', not_empty: 'ist nicht leer', lower: 'ist kleiner als', greater: 'ist größer als', is_verified: 'ist verifiziert' },
  filters: {
    label: 'Ergebnisfilter', search: 'Ergebnisse durchsuchen', mode: 'Abgleich',
    modes: { contain: 'Enthält', exact: 'Genau', start: 'Beginnt mit' },
    withEmail: { label: 'E-Mail', all: 'Alle', found: 'E-Mail gefunden', potential: 'Mögliche E-Mails gefunden', notFound: 'Keine E-Mail gefunden' },
    status: { label: 'CRM-Status', all: 'Alle', sent: 'Gesendet', unsent: 'Nicht gesendet' },
  },
  moreFilters: {
    title: 'Weitere Filter', lead: 'Alle Bedingungen müssen zutreffen.', condition: 'Bedingung {{n}}', field: 'Feld', operator: 'Operator', value: 'Wert',
    add: 'Bedingung hinzufügen', remove: 'Entfernen', clear: 'Alle löschen', apply: 'Anwenden', active: { one: '{{count}} weiterer Filter aktiv', other: '{{count}} weitere Filter aktiv' },
  },
  progress: {
    found: '{{found}} gefunden', foundOf: '{{found}} von {{target}} gefunden', queued: 'in der Warteschlange', running: 'Suche läuft',
    outOfCredits: 'Die Suche hat angehalten, weil die Credits aufgebraucht sind. Die gefundenen Ergebnisse bleiben erhalten; kaufen Sie Credits und setzen Sie die Suche fort: Bereits Gefundenes wird nicht noch einmal berechnet.', stopped: 'Angehalten: {{reason}}',
    reasons: { credits: 'keine Credits mehr', error: 'der Lead-Anbieter hat nicht geantwortet' },
  },
  list: {
    shown: { one: '{{count}} Ergebnis', other: '{{count}} Ergebnisse' }, selectedCount: { one: '{{count}} ausgewählt', other: '{{count}} ausgewählt' },
    allMatchingSelected: { one: '{{count}} Ergebnis des Filters ausgewählt', other: 'alle {{count}} Ergebnisse des Filters ausgewählt' },
    matchingEarlier: { one: '{{count}} Ergebnis mit einem früheren Filter ausgewählt', other: '{{count}} Ergebnisse mit einem früheren Filter ausgewählt' },
    hiddenByFilter: { one: '{{count}} ausgewähltes Ergebnis wird von diesem Filter ausgeblendet', other: '{{count}} ausgewählte Ergebnisse werden von diesem Filter ausgeblendet' },
    selectAllMatching: { one: '{{count}} Ergebnis des Filters auswählen', other: 'Alle {{count}} des Filters auswählen' },
    selectRow: '{{name}} auswählen', selectLoaded: 'Alle geladenen Zeilen auswählen', resize: 'Breite von {{column}} ändern', more: 'Mehr…',
    columnEarlier: '{{column}} nach vorn', columnLater: '{{column}} nach hinten', columnsReset: 'Standardspalten',
    actions: 'Listenaktionen', columns: 'Spalten', empty: 'Keine Ergebnisse gefunden',
    notFound: 'Diese Liste wurde nicht gefunden.', selected: 'Ausgewählt', tableLabel: 'Ergebnisse von {{name}}', tagsAndSource: 'Tags und Quelle', webhook: 'Webhook',
    settingsTabs: 'Einstellungen von {{name}}',
    total: { one: '{{count}} Ergebnis', other: '{{count}} Ergebnisse' }, sort: { asc: 'Nach {{column}} sortieren, derzeit aufsteigend', desc: 'Nach {{column}} sortieren, derzeit absteigend', none: 'Nach {{column}} sortieren' },
  },
  savedLists: {
    title: 'Gespeicherte Listen', newSearch: 'Neue Suche', search: 'Listen durchsuchen', states: 'Listenstatus', showList: 'Als Liste zeigen', showGrid: 'Als Raster zeigen',
    counts: { one: '{{count}} Liste, {{selected}} ausgewählt', other: '{{count}} Listen, {{selected}} ausgewählt' }, listLabel: 'Listen: {{state}}', empty: 'Hier gibt es noch keine Listen.',
  },
  history: {
    title: 'Suchverlauf von {{name}}', started: 'Gestartet', status: 'Status', found: 'Gefunden', source: 'Quelle', stopped: 'Angehalten: {{reason}}', empty: 'Noch keine Suchen.',
  },
  labels: {
    title: 'Eigene Labels', create: 'Label anlegen', name: 'Name des Labels', color: 'Farbe', nameOf: 'Name von {{name}}', colorOf: 'Farbe von {{name}}',
    saveNamed: '{{name}} speichern', deleteNamed: '{{name}} löschen', none: 'Noch keine Labels.', dialogTitle: { one: 'Labels für {{count}} ausgewähltes Ergebnis', other: 'Labels für {{count}} ausgewählte Ergebnisse' },
    assignNamed: '{{name}} hinzufügen', removeNamed: '{{name}} entfernen', newName: 'Neues Label', createAndAssign: 'Anlegen und hinzufügen',
  },
  manual: {
    title: 'Datensatz manuell hinzufügen', importTitle: 'Influencer per URL importieren', urls: 'Profil-URLs', urlsHint: 'Eine URL pro Zeile oder durch Leerzeichen getrennt', save: 'Zur Liste hinzufügen',
  },
  result: {
    back: 'Zurück zur Liste', untitled: 'Ergebnis', emails: 'E-Mails', fields: 'Details', notFound: 'Dieses Ergebnis wurde nicht gefunden.',
    emailKinds: { main: 'Haupt', work: 'Geschäftlich', personal: 'Privat', additional: 'Weitere', potential: 'Möglich' },
    yes: 'Ja', no: 'Nein',
  },
  tagsAndSource: { title: 'Tags und Quelle von {{name}}', tags: 'Tags', source: 'Quelle' },
  webhook: { title: 'Webhook von {{name}}', lead: 'Neue Ergebnisse dieser Liste werden an diese URL gesendet.', url: 'Webhook-URL' },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_savedLists: 'Gespeicherte Listen',
  leadSearch_list: 'Liste',
  leadSearch_list_tagsAndSource: 'Tags und Quelle',
  leadSearch_list_webhook: 'Webhook der Liste',
  leadSearch_list_result: 'Ergebnisdetails',
}

const messages: MessageTranslationsOf<{ lists: typeof listMessages; results: typeof resultMessages }> = {
  lists: {
    deleted: 'Liste gelöscht.',
    deleted_many: 'Listen gelöscht.',
    archived_many: 'Listen archiviert.',
    restored_many: 'Listen wiederhergestellt.',
    details_saved: 'Angaben gespeichert.',
    nothing_to_update: 'Es gibt nichts zu aktualisieren.',
    webhook_saved: 'Webhook gespeichert.',
    nothing_to_resume: 'Diese Liste hat keine mangels Credits angehaltene Suche, die fortgesetzt werden könnte.',
    resume_needs_credits: 'Zum Fortsetzen sind mindestens {{cost}} Credits nötig; das Guthaben beträgt {{balance}}. Kaufen Sie zuerst Credits.',
  },
  results: {
    unknown_field: 'Das Feld „{{name}}“ kann nicht zum Filtern oder Sortieren von Ergebnissen vom Typ „{{type}}“ verwendet werden.',
    operator_needs_text: 'Der Operator „{{operator}}“ braucht ein Textfeld.',
    operator_needs_number: 'Der Operator „{{operator}}“ braucht ein Zahlen- oder Datumsfeld.',
    operator_needs_email: 'Der Operator „{{operator}}“ braucht das E-Mail-Feld.',
    bad_cursor: 'Der Cursor passt nicht zu dieser Liste und dieser Sortierung.',
    wrong_type: 'Diese Liste enthält Ergebnisse vom Typ „{{actual}}“, nicht „{{type}}“.',
    page_too_deep: 'Verwenden Sie den Cursor, um so weit zu blättern.',
    no_manual_entry: 'In Listen vom Typ „{{type}}“ können keine Datensätze von Hand eingegeben werden.',
    added: { one: '{{count}} Datensatz hinzugefügt.', other: '{{count}} Datensätze hinzugefügt.' },
    deleted: 'Ergebnisse gelöscht.',
  },
}

const messageNames: NameTranslationsOf<{ list_types: typeof leadTypeNames }> = {
  list_types: { industry: 'Lokale Unternehmen', company: 'Firmen', people: 'Personen', single: 'Domain', influencer: 'Influencer', intent: 'Kaufabsicht' },
}

export const strings = { leads, routes, messages, messageNames }
