import type { MessageTranslationsOf } from '../../message-format'
import type { whitelabelMessages } from '../messages'
/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  whitelabel_upgrade: 'Auf White-Label upgraden',
  whitelabel: 'White-Label',
  whitelabel_businessAccount: 'Geschäftskonto',
  whitelabel_packages: 'Pakete',
  whitelabel_packageCreate: 'Neues Paket',
  whitelabel_packageEdit: 'Paket bearbeiten',
  whitelabel_packageSalesSettings: 'Verkaufseinstellungen des Pakets',
  whitelabel_subscriptions: 'Abonnements',
  whitelabel_subscriptionCreate: 'Konto hinzufügen',
  whitelabel_subscriptionEdit: 'Abonnement bearbeiten',
  whitelabel_usageHistory: 'Nutzungsverlauf',
  whitelabel_stripe: 'Zahlungsanbieter',
  whitelabel_stripeCallback: 'Verbindung zum Zahlungsanbieter',
  whitelabel_customLinks: 'Eigene Links',
  whitelabel_smtp: 'SMTP',
  whitelabel_webhook: 'Abonnement-Webhooks',
  whitelabel_emailTemplates: 'E-Mail-Vorlagen',
  whitelabel_training: 'Schulungsinhalte für Kunden',
  whitelabel_trainingCourse: 'Kurs für Kunden',
  whitelabel_trainingPageCreate: 'Neue Kursseite',
  whitelabel_trainingPageEdit: 'Kursseite bearbeiten',
  whitelabel_partners: 'Partner des Resellers',
  whitelabel_partnerCreate: 'Neuer Partner des Resellers',
  whitelabel_partnerEdit: 'Partner des Resellers bearbeiten',
  whitelabel_resources: 'Ressourcen',
}

// A: brand and domains
const wlBrand = {
  frame: { title: 'Support' },
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Diese E-Mail-Adresse gehört zu einem Konto, das nicht zu Ihren Kunden gehört.',
    // A: brand and domains
    business_account_saved: 'Unternehmenskonto gespeichert.',
    image_uploaded: 'Bild hochgeladen.',
    image_removed: 'Bild entfernt.',
    domain_added: 'Domain hinzugefügt. Legen Sie den angezeigten DNS-Eintrag an und verifizieren Sie dann die Domain.',
    domain_verified: 'Domain verifiziert.',
    domain_not_verified: 'Der DNS-Eintrag wurde noch nicht gefunden. DNS-Änderungen brauchen manchmal etwas Zeit: Versuchen Sie es später erneut.',
    domain_removed: 'Domain entfernt.',
  },
}

export const strings = { routes, messages, wlBrand }
