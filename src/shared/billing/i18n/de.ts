import type { MessageTranslationsOf } from '../../message-format'
import type { billingMessages } from '../messages'

const billing = {
  commands: {
    openPortal: 'Abrechnungsportal öffnen',
    acceptTerms: 'Bedingungen akzeptieren',
  },
  reason: {
    termsAccepted: 'Die aktuellen Bedingungen sind bereits akzeptiert',
    termsLoading: 'Die Bedingungen werden noch geladen',
  },
  portal: {
    opening: 'Das Abrechnungsportal wird geöffnet…',
    failed: 'Das Abrechnungsportal konnte nicht geöffnet werden.',
  },
  local: {
    title: 'Abrechnungsportal: lokaler Testanbieter',
    notice: 'Diese Konsole nutzt den lokalen Testanbieter: Er speichert diese Daten in der eigenen Datenbank, und es fließt kein echtes Geld.',
    cards: 'Karten',
    noCards: 'Keine Karten gespeichert.',
    card: '{{brand}} mit Endung {{last4}}',
    expires: 'Gültig bis {{month}}/{{year}}',
    default: 'Standard',
    payments: 'Zahlungen und Rechnungen',
    paymentsCaption: 'Alle Zahlungen dieses Kontos, die neuesten zuerst',
    noPayments: 'Noch keine Zahlungen.',
    back: 'Zurück zur Konsole',
  },
  callback: {
    title: 'Zurück zur Konsole',
    failed: 'Diese Rückkehr konnte nicht abgeschlossen werden',
    missing: 'Diesem Link fehlt sein Status. Bitte beginnen Sie erneut in der Konsole.',
    toWallet: 'Zum Guthaben',
    home: 'Zur Startseite',
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro: 'Bitte lesen Sie die aktuellen Bedingungen (Version {{version}}) und akzeptieren Sie sie, um die Konsole weiter zu nutzen.',
    text: 'Die Nutzungsbedingungen, Version {{version}}',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Abrechnungsportal',
  billingPortal_local: 'Abrechnungsportal (lokaler Testanbieter)',
  callback: 'Zurück zur Konsole',
}

const messages: MessageTranslationsOf<{ billing: typeof billingMessages }> = {
  billing: {
    paykickstart_not_configured: 'Das PayKickStart-Abrechnungsportal ist für diesen Bereich noch nicht eingerichtet. Bitte wenden Sie sich an den Support.',
    state_invalid: 'Dieser Rückkehr-Link gehört zu keinem Vorgang, den Sie begonnen haben. Bitte beginnen Sie erneut in der Konsole.',
    state_expired: 'Dieser Rückkehr-Link ist abgelaufen. Bitte beginnen Sie erneut in der Konsole.',
    state_used: 'Dieser Rückkehr-Link wurde bereits verwendet. Bitte beginnen Sie erneut in der Konsole.',
    portal_returned: 'Willkommen zurück aus dem Abrechnungsportal. Ihr Guthaben zeigt Ihre Karten und Zahlungen so, wie sie jetzt sind.',
    terms_outdated: 'Dies sind nicht die aktuellen Bedingungen. Bitte lesen Sie die aktuellen Bedingungen und akzeptieren Sie sie.',
  },
}

export const strings = { billing, routes, messages }
