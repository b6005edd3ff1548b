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

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Diese E-Mail-Adresse gehört zu einem Konto, das nicht zu Ihren Kunden gehört.',
    // Part C: payments for the reseller's sales.
    stripe_not_configured: 'Stripe Connect ist auf diesem Server nicht eingerichtet.',
    stripe_not_connected: 'Verbinden Sie Ihr Stripe-Konto, bevor Sie mit Stripe verkaufen.',
    stripe_state_invalid: 'Dieser Stripe-Verbindungslink ist abgelaufen oder wurde schon verwendet. Beginnen Sie erneut.',
    stripe_connect_refused: 'Stripe hat die Verbindung abgelehnt. Beginnen Sie erneut.',
    package_not_on_provider: 'Veröffentlichen Sie dieses Paket, bevor Sie es über Ihren Zahlungsanbieter verkaufen.',
    billing_unsupported: 'Ihr Zahlungsanbieter kann das hier nicht; erledigen Sie es in seinem eigenen Dashboard.',
    provider_unavailable: 'Der Zahlungsanbieter ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
    paykickstart_secret_missing: 'Hinterlegen Sie Ihr PayKickStart-Geheimnis, bevor Sie PayKickStart wählen.',
    webhook_signature: 'Die Signatur dieser Zustellung ist ungültig.',
  },
}

export const strings = { routes, messages }
