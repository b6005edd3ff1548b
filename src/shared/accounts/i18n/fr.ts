import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { accountsMessages, moduleMessageNames } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_relatedAccounts: 'Comptes liés',
}

const accounts = {
  indicator: {
    region: 'Compte actif',
    button: 'Vous agissez en tant que {{name}}',
    childOf: 'Compte lié de {{parent}}',
    listLabel: 'Comptes au nom desquels vous pouvez agir',
    current: 'Actuel',
    inactive: 'Ce compte est inactif : il n’a pas de forfait parmi les offres de son compte parent. Son propriétaire en choisit un sur la page des comptes liés du compte parent.',
  },
  access: { owner: 'Propriétaire', member: 'Membre de l’équipe', parent: 'Propriétaire du compte parent' },
  status: { active: 'Actif', inactive: 'Inactif' },
  related: {
    title: 'Comptes liés',
    lead: 'Les comptes que vous créez sous celui-ci. Passez dans l’un d’eux pour y travailler : ses listes, ses crédits et ses réglages lui sont propres, et il peut utiliser les connexions CRM de ce compte.',
    limit: { one: 'Votre forfait permet {{count}} compte lié ; {{used}} utilisé(s).', other: 'Votre forfait permet {{count}} comptes liés ; {{used}} utilisé(s).' },
    notAllowed: 'Votre forfait ne permet pas de comptes liés.',
    childNotice: 'Ceci est un compte lié de {{parent}}. Les comptes liés se gèrent depuis le compte parent.',
    ownerOnly: 'Seul le propriétaire de ce compte gère ses comptes liés.',
    loadFailed: 'Les comptes liés n’ont pas pu être chargés.',
    none: 'Aucun compte lié pour le moment.',
    createTitle: 'Créer un compte lié',
    editTitle: 'Modifier {{name}}',
    name: 'Nom du compte',
    access: 'Options d’accès',
    plan: 'Forfait',
    noPlan: 'Aucun forfait (le compte reste inactif)',
    create: 'Créer le compte lié',
    creating: 'Création…',
    save: 'Enregistrer {{name}}',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    caption: 'Comptes liés de ce compte',
    columns: { name: 'Nom', status: 'Statut', plan: 'Forfait', access: 'Accès', actions: 'Actions' },
    switchTo: 'Passer à {{name}}',
    edit: 'Modifier {{name}}',
  },
  commands: {
    switch: 'Changer de compte…',
    switchTo: '{{name}}',
    switchBack: 'Revenir au compte parent',
    createChild: 'Créer un compte lié',
  },
  reason: {
    loading: 'Les comptes sont en cours de chargement',
    noOther: 'Il n’y a pas d’autre compte au nom duquel agir',
    notChild: 'Vous n’agissez pas en tant que compte lié',
    ownerOnly: 'Seul le propriétaire du compte peut le faire',
    notAllowed: 'Votre forfait ne permet pas de comptes liés',
  },
}

const messages: MessageTranslationsOf<{ accounts: typeof accountsMessages }> = {
  accounts: {
    module_required: 'Votre accès à ce compte n’inclut pas {{module}}.',
    inactive: 'Ce compte est inactif : il n’a pas de forfait parmi les offres de son compte parent.',
    not_found: 'Vous ne pouvez pas agir au nom de ce compte.',
    no_account: 'Vous n’appartenez à aucun compte. Demandez au propriétaire d’un compte de vous inviter à nouveau.',
    switched: 'Vous agissez maintenant en tant que {{name}}.',
    owner_only: 'Seul le propriétaire de ce compte peut gérer ses comptes liés.',
    children_not_allowed: 'Votre forfait ne permet pas de comptes liés.',
    child_limit_reached: { one: 'Votre forfait permet {{count}} compte lié.', other: 'Votre forfait permet {{count}} comptes liés.' },
    no_grandchildren: 'Un compte lié ne peut pas avoir ses propres comptes liés.',
    module_not_held: 'Un compte lié ne peut recevoir que les accès dont dispose ce compte.',
    plan_not_offered: 'Choisissez un forfait parmi les offres de ce compte.',
    child_created: 'Compte lié {{name}} créé.',
    child_updated: 'Compte lié {{name}} enregistré.',
  },
}

const messageNames: NameTranslationsOf<{ modules: typeof moduleMessageNames }> = {
  modules: { ai_suggest: 'IA', leads: 'Recherche de prospects', whitelabel: 'Marque blanche', admin: 'Administration', wallet: 'Portefeuille' },
}

export const strings = { routes, accounts, messages, messageNames }
