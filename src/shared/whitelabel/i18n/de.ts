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
    // E: SMTP, webhook, e-mail templates, training, partners
    smtp_app_password: 'Ein SMTP-App-Passwort hat 16 Zeichen.',
    smtp_unavailable: 'SMTP ist ohne SMTP-Angaben nicht verfügbar.',
    smtp_password_required: 'Geben Sie das SMTP-Passwort ein.',
    smtp_host_refused: 'Dieser SMTP-Server kann nicht verwendet werden.',
    smtp_saved: 'SMTP-Angaben gespeichert.',
    smtp_test_sent: 'Eine Test-E-Mail wurde an {{email}} gesendet.',
    smtp_test_failed: 'Der SMTP-Server hat die Test-E-Mail nicht angenommen: {{reason}}',
    webhook_saved: 'Webhook gespeichert.',
    webhook_missing: 'Richten Sie zuerst den Webhook ein.',
    delivery_not_found: 'Diese Zustellung gibt es nicht.',
    webhook_redelivered: 'Das Ereignis wurde erneut zugestellt.',
    webhook_redelivery_failed: 'Der Empfänger hat das Ereignis nicht angenommen: {{reason}}',
    template_not_found: 'Es gibt keine E-Mail-Vorlage „{{name}}“.',
    template_unknown_variable: 'Diese Vorlage hat keine Variable „{{variable}}“.',
    template_saved: 'E-Mail-Vorlage gespeichert.',
    template_reset: 'Die E-Mail-Vorlage hat wieder ihren Standardtext.',
    course_not_found: 'Diesen Kurs gibt es nicht.',
    page_not_found: 'Diese Seite gibt es nicht.',
    course_saved: 'Kurs „{{title}}“ gespeichert.',
    course_deleted: 'Kurs „{{title}}“ gelöscht.',
    page_saved: 'Seite „{{title}}“ gespeichert.',
    page_deleted: 'Seite „{{title}}“ gelöscht.',
    partner_not_found: 'Diesen Partner gibt es nicht.',
    partner_saved: 'Partner „{{name}}“ gespeichert.',
    partner_deleted: 'Partner „{{name}}“ gelöscht.',
  },
}

export const strings = { routes, messages }
