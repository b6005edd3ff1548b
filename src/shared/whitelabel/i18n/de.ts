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
  frame: {
    title: 'Support',
  },
  page: {
    title: 'Unternehmenskonto',
    lead: 'Ihre Marke: Name, Farben, Bilder und Skript, die Ihre Kunden auf Ihren Domains sehen.',
    loading: 'Unternehmenskonto wird geladen…',
  },
  fields: {
    name: 'Name des Unternehmens',
    content: 'Text der Anmeldeseite',
    login_page_bg_color: 'Hintergrundfarbe der Anmeldeseite',
    sidebar_background_color: 'Hintergrundfarbe der Seitenleiste',
    button_color: 'Farbe der Schaltflächen',
    secondary_color: 'Sekundärfarbe',
    text_color: 'Textfarbe',
    heading_color: 'Farbe der Überschriften',
    colourHint: 'Eine Hex-Farbe wie #573BFF.',
    script: 'Eigenes Skript',
    scriptHint: 'HTML oder ein Skript (ein Chat, Statistik). Es läuft nur auf den Seiten Ihrer Kunden, getrennt von deren Sitzung.',
    crms: 'Angebotene CRMs',
    crmsHint: 'Durch Kommas getrennt.',
    support_url: 'Support-URL',
    show_training_center: 'Schulungszentrum anzeigen',
  },
  images: {
    title: 'Logo und Favicon',
    lead: 'Akzeptierte Bildformate: {{formats}}. Jeweils bis zu {{size}} MB.',
    logo: 'Logo',
    favicon: 'Favicon',
    none: 'Noch keins',
  },
  domains: {
    title: 'Eigene Domains',
    lead: 'Fügen Sie eine Domain hinzu, legen Sie den angezeigten DNS-Eintrag an und verifizieren Sie sie. Verifizierte Domains zeigen Ihre Marke und registrieren Kunden als Ihre.',
    domain: 'Domain',
    status: 'Status',
    record: 'DNS-Eintrag',
    actions: 'Aktionen',
    empty: 'Noch keine eigene Domain.',
    txt: 'TXT {{name}} = {{value}}',
    cname: 'oder CNAME auf {{target}}',
    statuses: {
      pending: 'DNS ausstehend',
      validating: 'Wird geprüft',
      active: 'Aktiv',
    },
    removeNamed: '{{domain}} entfernen',
    removeMessage: 'Die Domain zeigt Ihre Marke sofort nicht mehr, und ihr Zertifikat wird nicht mehr erneuert.',
  },
  commands: {
    save: 'Unternehmenskonto speichern',
    addDomain: 'Domain hinzufügen',
    verifyDomain: 'Verifizieren',
    removeDomain: 'Entfernen',
    upload_logo: 'Logo hochladen',
    upload_favicon: 'Favicon hochladen',
    remove_logo: 'Logo entfernen',
    remove_favicon: 'Favicon entfernen',
  },
  reason: {
    openPage: 'Öffnen Sie die Seite des Unternehmenskontos',
    noImage: 'Kein Bild zum Entfernen',
    noDomain: 'Noch keine Domain',
    focusDomain: 'Gehen Sie zuerst zu einer Domain',
  },
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
