import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { leadJobMessages, leadJobKindNames } from '../messages'

/** Anreicherung (E-Mails finden, Telefonnummern, Mitarbeitende, Influencer anreichern) und die Jobs, die sie ausführen. */
const enrichment = {
  demo: 'Demodaten',
  commands: { findEmails: 'E-Mails finden…', getPhones: 'Telefonnummern holen…', getEmployees: 'Mitarbeitende holen…', enrich: 'Influencer anreichern…' },
  scope: { all: { one: 'Die ganze Liste ({{count}} Lead)', other: 'Die ganze Liste ({{count}} Leads)' }, filter: 'Die gefilterten Ergebnisse', selection: { one: 'Das {{count}} ausgewählte Ergebnis', other: 'Die {{count}} ausgewählten Ergebnisse' } },
  reason: { emptyList: 'Die Liste hat noch keine Ergebnisse' },
  kinds: {
    'find-emails': 'E-Mails finden', 'get-phones': 'Telefonnummern holen', 'get-employees': 'Mitarbeitende holen', enrich: 'Influencer anreichern',
    'send-crm': 'An das CRM senden', 'send-webhook': 'An den Webhook senden', 'ai-write': 'KI-Texte',
  },
  estimate: {
    title: '{{kind}}: starten?', upTo: 'Bis zu {{credits}} Credits für {{leads}} Leads.', free: '{{leads}} Leads. Dafür werden keine Credits berechnet.',
    balance: 'Ihr Guthaben: {{balance}} Credits.', noCharge: 'Es werden keine Credits verbraucht, wenn keine Kontakt- oder E-Mail-Daten zurückkommen.',
    short: 'Ihr Guthaben könnte vor dem Ende aufgebraucht sein: Der Job hält dann an und behält, was er gefunden hat.', start: 'Starten', cancel: 'Abbrechen',
  },
  jobs: {
    region: 'Jobs dieser Liste', progress: '{{kind}}: {{processed}} von {{total}}',
    counts: '{{succeeded}} mit Ergebnis, {{skipped}} ohne, {{failed}} fehlgeschlagen · {{charged}} Credits',
    status: { queued: 'Wartend', running: 'Läuft', done: 'Fertig', stopped: 'Angehalten', failed: 'Fehlgeschlagen', cancelled: 'Abgebrochen' },
    outOfCredits: 'Angehalten: keine Credits mehr. Das Gefundene bleibt erhalten; laden Sie Credits auf und setzen Sie fort.',
    cancel: 'Abbrechen', showFailures: { one: '{{count}} fehlgeschlagenen anzeigen', other: '{{count}} fehlgeschlagene anzeigen' }, resume: 'Fortsetzen',
    commands: {
      cancel: 'Laufenden Job abbrechen…', cancelNamed: '{{kind}} abbrechen (Job {{id}})', failures: 'Fehlgeschlagene Leads eines Jobs anzeigen…',
      failuresNamed: 'Fehlgeschlagene Leads von {{kind}} (Job {{id}})', redeliver: 'Fehlgeschlagene Leads erneut senden…', redeliverNamed: '{{kind}} erneut senden (Job {{id}})',
    },
    reason: { noActiveJob: 'Auf dieser Liste läuft kein Job', noFailures: 'Kein Job dieser Liste hat fehlgeschlagene Leads' },
    failures: {
      title: 'Fehlgeschlagene Leads: {{kind}}', lead: 'Lead', reason: 'Grund', attempts: 'Versuche', actions: 'Aktionen', none: 'Keine fehlgeschlagenen Leads.',
      redeliverAll: { one: '{{count}} erneut senden', other: 'Alle {{count}} erneut senden' }, redeliverOne: '{{name}} erneut senden', previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite {{page}} von {{pages}}',
    },
  },
  result: {
    title: 'Anreicherung', emailCheck: 'E-Mail-Prüfung', checkedBy: '{{provider}}, {{date}}',
    verdicts: { valid: 'Bestätigt', invalid: 'Ungültig', risky: 'Riskant (Catch-all oder unbestätigt)', unknown: 'Konnte nicht geprüft werden' },
    phones: 'Telefonnummern', mobile: 'Mobil', direct: 'Durchwahl', noPhone: 'Keine Telefonnummer gefunden', employees: 'Mitarbeitende ({{count}})', noEmployees: 'Keine Mitarbeitenden gefunden',
    employee: { name: 'Name', position: 'Position', email: 'E-Mail', phone: 'Telefon' },
    contact: 'Kontaktdaten',
    providers: { demo: 'Demodaten', zerobounce: 'ZeroBounce', neverbounce: 'NeverBounce', mx: 'Mailserver-Prüfung', website_crawl: 'Website-Crawl', pattern: 'E-Mail-Muster' },
  },
}

const messages: MessageTranslationsOf<{ lead_jobs: typeof leadJobMessages }> = {
  lead_jobs: {
    not_for_type: '„{{kind}}“ ist für Listen vom Typ „{{list_type}}“ nicht verfügbar.',
    already_ended: 'Dieser Job ist bereits beendet.',
    started: { one: '„{{kind}}“ für {{count}} Lead gestartet.', other: '„{{kind}}“ für {{count}} Leads gestartet.' },
    cancelled: 'Der Job wurde abgebrochen.',
    nothing_to_redeliver: 'Es gibt nichts erneut zu senden.',
    redelivered: { one: '{{count}} Lead wurde erneut in die Warteschlange gestellt.', other: '{{count}} Leads wurden erneut in die Warteschlange gestellt.' },
  },
}

const messageNames: NameTranslationsOf<{ lead_job_kinds: typeof leadJobKindNames }> = {
  lead_job_kinds: {
    'find-emails': 'E-Mails finden',
    'get-phones': 'Telefonnummern holen',
    'get-employees': 'Mitarbeitende holen',
    enrich: 'Anreichern',
    'send-crm': 'An das CRM senden',
    'send-webhook': 'An den Webhook senden',
    'ai-write': 'KI-Texte',
  },
}

export const strings = { enrichment, messages, messageNames }
