import type { MessageTranslationsOf } from '../../message-format'
import type { integrationMessages } from '../messages'

/** Einstellungen → Integrationen (CRMs, Feldzuordnung, Webhooks, GPT-Schlüssel, Zapier), die API-Schlüssel-Seite und die Sendebefehle. */
const integrations = {
  commands: {
    sendCrm: 'An CRM senden…', sendWebhook: 'An Webhook senden…',
    connect: 'CRM verbinden…', connectNamed: '{{crm}} verbinden', disconnect: 'CRM trennen…', disconnectNamed: '{{crm}} trennen',
    webhook: {
      test: 'Test an einen Webhook senden…', testNamed: 'Webhook testen: {{name}}', enable: 'Webhook aktivieren…', enableNamed: 'Webhook aktivieren: {{name}}',
      disable: 'Webhook deaktivieren…', disableNamed: 'Webhook deaktivieren: {{name}}', reveal: 'Geheimnisse eines Webhooks anzeigen…', revealNamed: 'Geheimnisse anzeigen: {{name}}',
      delete: 'Webhook löschen…', deleteNamed: 'Webhook löschen: {{name}}',
      create: 'Webhook anlegen', edit: 'Webhook bearbeiten…', editNamed: 'Webhook bearbeiten: {{name}}',
    },
    apiKeyCreate: 'Neuer API-Schlüssel', apiKeyRevoke: 'API-Schlüssel widerrufen…', apiKeyRevokeNamed: 'API-Schlüssel widerrufen: {{name}}',
    apiKeyRename: 'API-Schlüssel umbenennen…', apiKeyRenameNamed: 'API-Schlüssel umbenennen: {{name}}', saveMapping: 'CRM-Feldzuordnung speichern', resetMapping: 'CRM-Feldzuordnung zurücksetzen', saveGpt: 'GPT-Einstellungen speichern', removeGpt: 'GPT-Schlüssel entfernen',
  },
  send: {
    all: '{{target}}: die ganze Liste ({{count}})', filter: '{{target}}: die gefilterten Ergebnisse', selection: { one: '{{target}}: das {{count}} ausgewählte Ergebnis', other: '{{target}}: die {{count}} ausgewählten Ergebnisse' },
    listWebhook: 'Der Webhook der Liste', chooseCrm: 'An welches CRM senden?', chooseWebhook: 'An welchen Webhook senden?', cancel: 'Abbrechen',
  },
  reason: {
    emptyList: 'Die Liste hat noch keine Leads', noCrm: 'Verbinde zuerst ein CRM (Einstellungen, Integrationen)', onCrmPage: 'Nur auf der Seite der CRM-Integrationen',
    onWebhookList: 'Nur in der Webhook-Liste', onApiKeys: 'Nur auf der API-Schlüssel-Seite',
    onFields: 'Nur auf der Seite der CRM-Felder', mappingNotSaved: 'Die Zuordnung ist bereits die Standardzuordnung', noGptKey: 'Kein GPT-Schlüssel gespeichert', onWebhookCreate: 'Nur auf der Seite „Neuer Webhook“', noWebhooks: 'Noch keine Webhooks',
  },
  status: { unsent: 'Nicht gesendet', sending: 'Wird ans CRM gesendet', sent: 'Gesendet' },
  noListWebhook: 'Die ausgewählte Liste hat keinen Webhook. Bitte richte ihn ein, bevor du fortfährst.',
  tabs: { label: 'Integrationsseiten', crm: 'CRM', crmFields: 'CRM-Felder', webhook: 'Neuer Webhook', webhookList: 'Webhooks' },
  crm: {
    title: 'CRM-Integrationen', lead: 'Verbinde ein CRM und sende ihm dann jede Liste, jeden Filter oder jede Auswahl von der Listenseite aus (Umschalt+C).',
    connected: 'Verbunden', notConnected: 'Nicht verbunden', needsReconnect: 'Neu verbinden nötig', notConfigured: 'Auf diesem Server nicht eingerichtet',
    account: 'Konto: {{label}}', lastError: 'Letzter Fehler: {{error}}',
    oauth: 'Anmeldung beim CRM (OAuth)', apiKeyKind: 'Verbindet sich mit einem API-Schlüssel', restHooks: 'Verbindet sich von Zapier aus',
    grooveKey: 'Groove-API-Schlüssel', connectGroove: 'Groove verbinden', redirecting: '{{crm}} wird geöffnet…',
    zapierLead: 'Zapier verbindet sich von seiner Seite: Öffne den Einladungslink, füge diese App einem Zap hinzu und gib ihr einen deiner API-Schlüssel.',
    zapierInvite: 'Zapier-Einladungslink öffnen', zapierNoInvite: 'Auf diesem Server ist kein Zapier-Einladungslink eingerichtet.',
    zapierZaps: 'Aktive Zaps: {{count}}', apiKeysLink: 'API-Schlüssel verwalten',
  },
  gpt: {
    title: 'GPT-API-Schlüssel', lead: 'Die KI-Werkzeuge nutzen diesen OpenAI-kompatiblen Endpunkt (OpenAI, ein lokales Ollama oder vLLM). Ohne Schlüssel nutzen sie den eingebauten Vorlagen-Schreiber.',
    baseUrl: 'Basis-URL', model: 'Modell', apiKey: 'API-Schlüssel', keepKey: 'Gespeicherter Schlüssel {{hint}}: leer lassen, um ihn zu behalten', save: 'GPT-Einstellungen speichern',
    remove: 'Schlüssel entfernen', saved: 'Gespeichert.', none: 'Kein Schlüssel gespeichert.',
    confirmRemove: 'Den gespeicherten GPT-Schlüssel entfernen? Die KI-Werkzeuge nutzen dann wieder den eingebauten Vorlagenschreiber.',
  },
  fields: {
    title: 'CRM-Feldzuordnung', lead: 'Wähle, welches CRM-Feld jedes Lead-Feld füllt. E-Mail und Telefon werden immer mitgesendet: Das CRM erkennt Kontakte daran.',
    crm: 'CRM', leadField: 'Lead-Feld {{n}}', crmField: 'CRM-Feld {{n}}', add: 'Feld hinzufügen', remove: 'Feld {{n}} entfernen', save: 'Zuordnung speichern',
    reset: 'Auf Standard zurücksetzen', notSaved: 'Das ist die Standardzuordnung; durch Speichern wird sie zu deiner.', customError: 'Benutzerdefinierte Felder konnten nicht gelesen werden: {{error}}',
    confirmReset: 'Die Feldzuordnung von {{crm}} auf den Standard zurücksetzen? Deine Zuordnung wird gelöscht.',
    zapierHint: 'Zapier-Feldnamen: ein Buchstabe, dann Buchstaben, Ziffern oder Unterstriche.', saved: 'Gespeichert.', choose: 'Auswählen…',
  },
  leadFields: {
    name: 'Name', first_name: 'Vorname', last_name: 'Nachname', email: 'E-Mail', phone: 'Telefon', website: 'Website', domain: 'Domain', company: 'Firma',
    position: 'Position', department: 'Abteilung', seniority: 'Karrierestufe', linkedin_url: 'LinkedIn-URL', street: 'Straße', city: 'Stadt', state: 'Bundesland',
    postal_code: 'Postleitzahl', country: 'Land', category: 'Kategorie', industry: 'Branche', size: 'Größe', employee_count: 'Mitarbeiter', revenue: 'Umsatz',
    rating: 'Bewertung', reviews: 'Rezensionen', platform: 'Plattform', username: 'Benutzername', followers: 'Follower', engagement_rate: 'Engagement-Rate',
    topic: 'Thema', score: 'Punktzahl', labels: 'Labels', list_name: 'Listenname', list_type: 'Listentyp',
  },
  webhook: {
    createTitle: 'Neuer Webhook', createLead: 'An einen Webhook gesendete Leads werden per POST als JSON übertragen, mit Standard-Webhooks-Headern signiert und tragen dein Geheimnis im Header Authorization-Token.',
    name: 'Name', url: 'URL', secret: 'Geheimnis (Authorization-Token)', secretHint: 'Leer lassen, um eines zu erzeugen.', events: 'Ereignisse',
    eventNames: { lead_sent: 'Lead aus einer Liste gesendet', lead_found: 'Lead von einem Autopiloten oder Workflow gefunden' },
    create: 'Webhook anlegen', created: 'Webhook angelegt. Kopiere die Geheimnisse jetzt; du kannst sie in der Webhook-Liste erneut anzeigen.',
    secretLabel: 'Authorization-Token', signingSecret: 'Signaturgeheimnis (webhook-signature)', toList: 'Alle Webhooks ansehen',
    listTitle: 'Webhooks', listLead: 'Ziele, an die deine Listen gesendet werden können. Ein Ziel, das mit 410 Gone antwortet, bleibt deaktiviert, bis du es wieder aktivierst.',
    empty: 'Noch keine Webhooks.', newWebhook: 'Neuer Webhook',
    columns: { name: 'Name', url: 'URL', events: 'Ereignisse', status: 'Status', actions: 'Aktionen' },
    status: { active: 'Aktiv', disabled: 'Deaktiviert' },
    secretsOf: 'Geheimnisse von {{name}}', hide: 'Geheimnisse ausblenden',
    editTitle: '{{name}} bearbeiten', secretKeepHint: 'Leer lassen, um das aktuelle zu behalten.', save: 'Webhook speichern',
    confirmDelete: 'Den Webhook {{name}} löschen?', disabledBecause: 'Deaktiviert: {{reason}}',
  },
  callback: { title: 'Dein CRM wird verbunden…', failed: 'Das CRM konnte nicht verbunden werden.', missing: 'Das CRM hat keinen Code zurückgesendet.', back: 'Zurück zu den CRM-Integrationen' },
  apiKeys: {
    title: 'API-Schlüssel', lead: 'Mit einem API-Schlüssel können Zapier und deine Skripte für dein Konto handeln. Er wird einmal angezeigt; wir speichern nur seinen Hash.',
    name: 'Name des Schlüssels', create: 'Schlüssel erstellen', shownOnce: 'Kopiere deinen Schlüssel jetzt: Er wird nur einmal angezeigt.', newKey: 'Dein neuer API-Schlüssel', empty: 'Noch keine API-Schlüssel.',
    scope: 'Zugriff', scopes: { read: 'Nur lesen', read_write: 'Lesen und schreiben' },
    columns: { name: 'Name', scope: 'Zugriff', prefix: 'Schlüssel', created: 'Erstellt', lastUsed: 'Zuletzt benutzt', revoked: 'Widerrufen', actions: 'Aktionen' },
    never: 'Nie', notRevoked: 'Aktiv', confirmRevoke: 'Den Schlüssel {{name}} widerrufen? Alles, was ihn nutzt, funktioniert dann nicht mehr.',
    renameTitle: '{{name}} umbenennen', saveName: 'Namen speichern',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  crmCallback: 'CRM-Verbindung',
  settings_integration: 'Integrationen',
  settings_integration_crm: 'CRM-Integrationen',
  settings_integration_crmFields: 'CRM-Felder',
  settings_integration_webhook: 'Neuer Webhook',
  settings_integration_webhookList: 'Webhooks',
}

const messages: MessageTranslationsOf<{ integrations: typeof integrationMessages }> = {
  integrations: {
    no_list_webhook: 'Die ausgewählte Liste hat keinen Webhook. Bitte richten Sie ihn ein, bevor Sie fortfahren.',
    invalid_state: 'Diese Verbindungsanfrage ist ungültig oder abgelaufen. Bitte verbinden Sie sich erneut.',
    not_configured: 'Dieses CRM ist auf diesem Server nicht eingerichtet.',
    not_connected: 'Verbinden Sie zuerst dieses CRM.',
    needs_reconnect: 'Das CRM hat unseren Zugriff verweigert. Bitte verbinden Sie es erneut.',
    connect_refused: 'Das CRM hat die Verbindung nicht angenommen ({{reason}}).',
    crm_unreachable: 'Das CRM ist nicht erreichbar. Bitte versuchen Sie es erneut.',
    api_key_rejected: 'Das CRM hat diesen API-Schlüssel abgelehnt.',
    zapier_connects_from_zapier: 'Zapier verbindet sich von Zapier aus: Öffnen Sie den Einladungslink und verwenden Sie einen Ihrer API-Schlüssel.',
    zapier_no_subscriptions: 'Noch ist kein Zap abonniert. Schalten Sie zuerst einen Zap ein, der diese App verwendet.',
    webhook_disabled: 'Dieser Webhook ist deaktiviert. Aktivieren Sie ihn vor dem Senden.',
    webhook_gone: 'Der Endpunkt hat mit 410 Gone geantwortet: Der Webhook wurde deaktiviert.',
    no_email: 'Der Lead hat keine E-Mail-Adresse, über die sich ein Kontakt zuordnen lässt.',
    no_email_or_phone: 'Der Lead hat weder E-Mail-Adresse noch Telefonnummer, über die sich ein Kontakt zuordnen lässt.',
    crm_connected: 'CRM verbunden.',
    crm_disconnected: 'CRM getrennt.',
    mapping_saved: 'Feldzuordnung gespeichert.',
    mapping_reset: 'Feldzuordnung auf den Standard zurückgesetzt.',
    gpt_saved: 'GPT-Einstellungen gespeichert.',
    gpt_removed: 'GPT-Einstellungen entfernt.',
    webhook_created: 'Webhook erstellt.',
    webhook_saved: 'Webhook gespeichert.',
    webhook_deleted: 'Webhook gelöscht.',
    webhook_test_delivered: 'Test zugestellt ({{status}}).',
    webhook_test_failed: 'Test fehlgeschlagen: {{reason}}',
    api_key_created: 'API-Schlüssel erstellt. Kopieren Sie ihn jetzt: Er wird nur einmal angezeigt.',
    api_key_saved: 'API-Schlüssel gespeichert.',
    api_key_revoked: 'API-Schlüssel widerrufen.',
    api_key_read_only: 'Dieser API-Schlüssel darf nur lesen. Verwenden Sie einen Schlüssel mit Lese- und Schreibrecht, um Daten zu ändern.',
    api_key_not_here: 'Ein API-Schlüssel kann das nicht. Melden Sie sich stattdessen in der Konsole an.',
    api_key_rate_limited: 'Zu viele Anfragen mit diesem API-Schlüssel. Versuchen Sie es in {{seconds}} Sekunden erneut.',
    unsubscribed: 'Abmeldung erfolgt.',
  },
}

export const strings = { integrations, routes, messages }
