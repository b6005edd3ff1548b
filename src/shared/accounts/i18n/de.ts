import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { accountsMessages, moduleMessageNames } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_relatedAccounts: 'Verknüpfte Konten',
}

const accounts = {
  indicator: {
    region: 'Aktives Konto',
    button: 'Sie handeln als {{name}}',
    childOf: 'Verknüpftes Konto von {{parent}}',
    listLabel: 'Konten, als die Sie handeln können',
    current: 'Aktuell',
    inactive: 'Dieses Konto ist inaktiv: Es hat keinen Tarif aus den Paketen seines übergeordneten Kontos. Dessen Inhaber wählt einen auf der Seite „Verknüpfte Konten“ des übergeordneten Kontos.',
  },
  access: { owner: 'Inhaber', member: 'Teammitglied', parent: 'Inhaber des übergeordneten Kontos' },
  status: { active: 'Aktiv', inactive: 'Inaktiv' },
  related: {
    title: 'Verknüpfte Konten',
    lead: 'Konten, die Sie unter diesem anlegen. Wechseln Sie in eines, um darin zu arbeiten: Listen, Guthaben und Einstellungen gehören ihm, und es kann die CRM-Verbindungen dieses Kontos nutzen.',
    limit: { one: 'Ihr Tarif erlaubt {{count}} verknüpftes Konto; {{used}} in Gebrauch.', other: 'Ihr Tarif erlaubt {{count}} verknüpfte Konten; {{used}} in Gebrauch.' },
    notAllowed: 'Ihr Tarif erlaubt keine verknüpften Konten.',
    childNotice: 'Dies ist ein verknüpftes Konto von {{parent}}. Verknüpfte Konten werden im übergeordneten Konto verwaltet.',
    ownerOnly: 'Nur der Inhaber dieses Kontos verwaltet seine verknüpften Konten.',
    loadFailed: 'Die verknüpften Konten konnten nicht geladen werden.',
    none: 'Noch keine verknüpften Konten.',
    createTitle: 'Verknüpftes Konto anlegen',
    editTitle: '{{name}} bearbeiten',
    name: 'Kontoname',
    access: 'Zugriffsoptionen',
    plan: 'Tarif',
    noPlan: 'Kein Tarif (das Konto bleibt inaktiv)',
    create: 'Verknüpftes Konto anlegen',
    creating: 'Wird angelegt…',
    save: '{{name}} speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    caption: 'Verknüpfte Konten dieses Kontos',
    columns: { name: 'Name', status: 'Status', plan: 'Tarif', access: 'Zugriff', actions: 'Aktionen' },
    switchTo: 'Zu {{name}} wechseln',
    edit: '{{name}} bearbeiten',
  },
  commands: {
    switch: 'Konto wechseln…',
    switchTo: '{{name}}',
    switchBack: 'Zurück zum übergeordneten Konto',
    createChild: 'Verknüpftes Konto anlegen',
  },
  reason: {
    loading: 'Die Konten werden noch geladen',
    noOther: 'Es gibt kein anderes Konto, als das Sie handeln können',
    notChild: 'Sie handeln nicht als verknüpftes Konto',
    ownerOnly: 'Nur der Kontoinhaber kann das tun',
    notAllowed: 'Ihr Tarif erlaubt keine verknüpften Konten',
  },
}

const messages: MessageTranslationsOf<{ accounts: typeof accountsMessages }> = {
  accounts: {
    module_required: 'Ihr Zugriff in diesem Konto umfasst {{module}} nicht.',
    inactive: 'Dieses Konto ist inaktiv: Es hat keinen Tarif aus den Paketen seines übergeordneten Kontos.',
    not_found: 'Sie können nicht als dieses Konto handeln.',
    no_account: 'Sie gehören zu keinem Konto. Bitten Sie einen Kontoinhaber, Sie erneut einzuladen.',
    switched: 'Sie handeln jetzt als {{name}}.',
    owner_only: 'Nur der Inhaber dieses Kontos kann seine verknüpften Konten verwalten.',
    children_not_allowed: 'Ihr Tarif erlaubt keine verknüpften Konten.',
    child_limit_reached: { one: 'Ihr Tarif erlaubt {{count}} verknüpftes Konto.', other: 'Ihr Tarif erlaubt {{count}} verknüpfte Konten.' },
    no_grandchildren: 'Ein verknüpftes Konto kann keine eigenen verknüpften Konten haben.',
    module_not_held: 'Ein verknüpftes Konto kann nur Zugriffe erhalten, die dieses Konto hat.',
    plan_not_offered: 'Wählen Sie einen Tarif aus den Paketen dieses Kontos.',
    child_created: 'Verknüpftes Konto {{name}} angelegt.',
    child_updated: 'Verknüpftes Konto {{name}} gespeichert.',
  },
}

const messageNames: NameTranslationsOf<{ modules: typeof moduleMessageNames }> = {
  modules: { ai_suggest: 'KI', leads: 'Lead-Suche', whitelabel: 'White-Label', admin: 'Verwaltung', wallet: 'Guthaben' },
}

export const strings = { routes, accounts, messages, messageNames }
