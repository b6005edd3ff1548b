import { wlPackages } from './packages-de'
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
  // B: packages and sales pages
  whitelabel_salesPage: 'Verkaufsseite',
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Diese E-Mail-Adresse gehört zu einem Konto, das nicht zu Ihren Kunden gehört.',
    // B: packages and sales pages
    price_per_credit: 'Der Verkaufspreis pro Credit muss über {{cents}} Cent liegen.',
    plan_unavailable: 'Dieser Tarif ist für Reseller nicht verfügbar.',
    business_incomplete: 'Die Verkaufsseite kann erst erstellt werden, wenn das Formular des Geschäftskontos vollständig ist.',
    sales_closed: 'Diese Verkaufsseite nimmt keine Bestellungen an.',
    price_unavailable: 'Dieser Preis wird für dieses Paket nicht angeboten.',
    option_unknown: 'Wählen Sie eine der angebotenen Optionen.',
    // D: subscriptions
    subscription_paused: 'Das Abonnement dieses Kontos ist pausiert oder beendet. Wenden Sie sich an Ihren Anbieter, um den Zugang wiederherzustellen.',
    subscription_not_allowed: 'Dieses Abonnement kann im Status {{status}} nicht so geändert werden.',
    subscription_changed: 'Dieses Abonnement wurde inzwischen geändert. Laden Sie es neu und versuchen Sie es erneut.',
    provider_refused: 'Der Zahlungsanbieter dieses Abonnements konnte die Änderung nicht vornehmen.',
    package_unknown: 'Wählen Sie eines Ihrer Pakete.',
    expiry_past: 'Das Ablaufdatum muss in der Zukunft liegen.',
    inbound_secret: 'Das Eingangsgeheimnis fehlt oder ist falsch.',
    customer_unknown: 'Keines Ihrer Abonnements gehört zu dieser E-Mail-Adresse.',
  },
}

export const strings = { routes, messages, wlPackages }
