import type { MessageTranslationsOf } from '../../message-format'
import type { trainingMessages } from '../../ai/training-messages'

/** Unternehmensprofil (Einstellungen) und KI-Training (ai/training): die fünf Quellen und das Crawlen der Website. */
const aiTraining = {
  heading: 'Trainingsdaten',
  lead: 'Was die KI über Ihr Unternehmen weiß, über das Profil hinaus: Ihre Website, einzelne Seiten, Texte, Fragen und Antworten sowie PDFs. Beim Schreiben zitiert sie die Passagen, die zum jeweiligen Lead am besten passen.',
  totalTokens: { one: '{{count}} Token Trainingsdaten', other: '{{count}} Tokens Trainingsdaten' },
  tokens: { one: '{{count}} Token', other: '{{count}} Tokens' },
  deleteNamed: '{{name}} löschen',
  searchNamed: 'In {{list}} suchen',
  noMatch: 'Nichts passt zu „{{search}}“.',
  gate: {
    message: 'Bitte füllen Sie das Formular des Unternehmensprofils aus, um KI-Daten zu erzeugen.',
    link: 'Unternehmensprofil öffnen',
  },
  kinds: { website: 'Website-Seite', link: 'Link', text: 'Text', qa: 'Frage und Antwort', pdf: 'PDF' },
  lab: { crawl: 'Website-Crawl' },
  commands: {
    saveProfile: 'Unternehmensprofil speichern',
    crawl: 'Website crawlen',
    addLink: 'Link hinzufügen',
    addText: 'Text hinzufügen',
    addQa: 'Frage und Antwort hinzufügen',
    uploadPdf: 'PDF hochladen',
    delete: 'Trainingsdaten löschen…',
    deleteNamed: '{{kind}} löschen: {{name}}',
  },
  reason: {
    onTraining: 'Nur im KI-Training',
    onProfile: 'Nur im Unternehmensprofil',
    crawling: 'Ein Crawl läuft gerade',
    noSources: 'Noch keine Trainingsdaten',
  },
  profile: {
    heading: 'Über Ihr Unternehmen',
    title: 'Unternehmensprofil',
    lead: 'Die KI-Werkzeuge schreiben auf Grundlage dieses Profils: wer Sie sind, was Sie verkaufen und wem Sie helfen.',
    complete: 'Ihr Unternehmensprofil ist vollständig: Die KI-Werkzeuge können es nutzen.',
    missing: 'Noch leer: {{fields}}',
    saving: 'Wird gespeichert…',
    toTraining: 'Trainingsdaten hinzufügen',
    fields: {
      business_name: 'Name des Unternehmens',
      website: 'Website',
      what_it_sells: 'Was es verkauft',
      who_it_helps: 'Wem es hilft',
      what_it_does: 'Was es tut',
      contact_name: 'Name der Kontaktperson',
      personality: 'Persönlichkeit',
    },
    hints: {
      website: 'Eine Domain oder URL, etwa acme.com',
      what_it_sells: 'Produkte oder Leistungen, in ein oder zwei Sätzen',
      who_it_helps: 'Die Kunden, für die Sie arbeiten',
      what_it_does: 'Das Ergebnis, das Sie für sie erreichen',
      personality: 'Der Ton, in dem die KI schreibt',
    },
    personalities: { Friendly: 'Freundlich', Professional: 'Professionell', Direct: 'Direkt', Enthusiastic: 'Begeistert', Empathetic: 'Einfühlsam', Witty: 'Witzig', Formal: 'Förmlich' },
  },
  website: {
    title: 'Website-Crawl',
    lead: 'Liest bis zu {{pages}} Seiten Ihrer Website (nur diese Website, soweit ihre robots.txt es erlaubt) und speichert den Text.',
    field: 'Website',
    pages: 'Zu crawlende Seiten (höchstens {{max}})',
    crawling: { one: '{{website}} wird gecrawlt: bisher {{count}} Seite gelesen…', other: '{{website}} wird gecrawlt: bisher {{count}} Seiten gelesen…' },
    done: { one: 'Crawl beendet: {{count}} Seite gelesen.', other: 'Crawl beendet: {{count}} Seiten gelesen.' },
    nothing: 'Es wurde keine Seite gelesen. {{reason}}',
    arriving: 'Bisher gelesene Seiten',
    stored: 'Für das Training genutzte Seiten',
    none: 'Noch keine Seiten.',
  },
  link: {
    title: 'Einzelner Link',
    lead: 'Liest eine Seite, ohne ihren Links zu folgen.',
    field: 'URL der Seite',
    reading: '{{url}} wird gelesen…',
    done: 'Hinzugefügt: {{title}}',
  },
  text: {
    title: 'Text',
    lead: 'Alles, was die KI wissen sollte: Angebote, Garantien, Ihre Arbeitsweise.',
    titleField: 'Titel',
    content: 'Inhalt',
    stored: 'Texte',
    none: 'Noch keine Texte.',
  },
  qa: {
    title: 'Frage und Antwort',
    lead: 'Fragen, die Interessenten stellen, so beantwortet, wie Sie sie beantworten.',
    question: 'Frage',
    answer: 'Antwort',
    stored: 'Fragen und Antworten',
    none: 'Noch keine Fragen.',
  },
  pdf: {
    title: 'PDF',
    lead: 'Broschüren, Preislisten, Handbücher: Ihr Text wird gelesen und gespeichert.',
    field: 'PDF-Datei',
    hint: 'Ein PDF von höchstens {{max}} MB; es wird hochgeladen, sobald Sie es auswählen.',
    uploading: '{{name}} wird gelesen…',
    stored: 'PDFs',
    none: 'Noch keine PDFs.',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_businessProfile: 'Unternehmensprofil',
  ai: 'KI',
  ai_training: 'KI-Training',
}

const messages: MessageTranslationsOf<{ training: typeof trainingMessages }> = {
  training: {
    profile_saved: 'Unternehmensprofil gespeichert.',
    crawl_started: 'Die Website wird gecrawlt. Die Seiten erscheinen, sobald sie gelesen sind.',
    link_started: 'Die Seite wird gelesen.',
    too_many_crawls: 'Bitte warten Sie, bis ein laufender Crawl abgeschlossen ist.',
    link_added: 'Link hinzugefügt.',
    link_saved: 'Link gespeichert.',
    link_deleted: 'Link gelöscht.',
    text_added: 'Text hinzugefügt.',
    text_saved: 'Text gespeichert.',
    text_deleted: 'Text gelöscht.',
    qa_added: 'Frage und Antwort hinzugefügt.',
    qa_saved: 'Frage und Antwort gespeichert.',
    qa_deleted: 'Frage und Antwort gelöscht.',
    file_added: 'Datei hinzugefügt.',
    file_saved: 'Datei gespeichert.',
    file_deleted: 'Datei gelöscht.',
  },
}

export const strings = { aiTraining, routes, messages }
