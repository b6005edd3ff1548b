import type { MessageTranslationsOf } from '../../message-format'
import type { teamMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  manageTeam: 'Équipe',
  acceptInvitation: 'Accepter l\'invitation',
}

const team = {
  status: { owner: 'Propriétaire', active: 'Membre', pending: 'Invité', expired: 'Invitation expirée' },
  page: {
    title: 'Équipe',
    lead: 'Les personnes que vous invitez travaillent dans ce compte avec l\'accès que vous choisissez : ses listes, crédits et connexions sont ceux de ce compte.',
    ownerOnly: 'Seul le propriétaire de ce compte gère son équipe.',
    loadFailed: 'L\'équipe n\'a pas pu être chargée.',
    caption: 'Membres de l\'équipe de ce compte',
    columns: { email: 'E-mail', name: 'Nom', status: 'Statut', access: 'Accès', actions: 'Actions' },
    everything: 'Tout ce que ce compte possède',
    inviteTitle: 'Inviter un membre de l\'équipe',
    email: 'Adresse e-mail',
    access: 'Options d\'accès',
    invite: 'Envoyer l\'invitation',
    inviting: 'Envoi…',
    editTitle: 'Accès de {{email}}',
    save: 'Enregistrer l\'accès de {{email}}',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    edit: 'Modifier l\'accès de {{email}}',
    remove: 'Retirer {{email}}',
    resend: 'Renvoyer à {{email}}',
    removeNamed: 'Retirer {{email}} de l\'équipe',
    removeMessage: 'Cette personne cesse aussitôt de travailler dans ce compte. Vous pourrez l\'inviter de nouveau plus tard.',
    removeYes: 'Retirer',
  },
  accept: {
    title: 'Rejoindre une équipe',
    lead: 'Vous avez été invité à travailler dans un compte de cette console.',
    newLead: 'Indiquez votre nom et choisissez un mot de passe pour créer votre accès.',
    signedInLead: 'Vous êtes connecté en tant que {{email}}. Acceptez pour rejoindre l\'équipe avec cet accès.',
    firstName: 'Prénom',
    lastName: 'Nom',
    password: 'Mot de passe',
    join: 'Créer l\'accès et rejoindre',
    joinSignedIn: 'Accepter l\'invitation',
    joining: 'Connexion à l\'équipe…',
    missingToken: 'Cette page a besoin du lien de votre e-mail d\'invitation.',
    signIn: 'Se connecter',
  },
  commands: {
    invite: 'Inviter un membre de l\'équipe',
    editAccess: 'Modifier l\'accès d\'un membre…',
    remove: 'Retirer un membre de l\'équipe…',
    resend: 'Renvoyer une invitation…',
    member: '{{email}}',
    accept: 'Accepter l\'invitation',
  },
  reason: {
    openLink: 'Ouvrez le lien de votre e-mail d\'invitation',
    ownerOnly: 'Seul le propriétaire du compte peut le faire',
    openPage: 'Ouvrez d\'abord la page de l\'équipe',
    loading: 'L\'équipe est encore en cours de chargement',
    noMembers: 'Il n\'y a pas encore de membres dans l\'équipe',
    noPending: 'Aucune invitation en attente',
  },
}

const messages: MessageTranslationsOf<{ team: typeof teamMessages }> = {
  team: {
    owner_only: 'Seul le propriétaire de ce compte peut gérer son équipe.',
    module_not_held: 'Un membre de l\'équipe ne peut recevoir que l\'accès dont dispose ce compte.',
    already_member: '{{email}} fait déjà partie de cette équipe.',
    is_owner: 'Le propriétaire du compte fait toujours partie de son équipe.',
    owner_not_removable: 'Le propriétaire du compte ne peut pas être retiré.',
    not_found: 'Ce membre de l\'équipe n\'existe pas.',
    already_joined: 'Cette personne a déjà rejoint l\'équipe ; seule une invitation en attente peut être renvoyée.',
    invited: 'Invitation envoyée à {{email}}.',
    resent: 'Invitation renvoyée à {{email}}.',
    updated: 'Accès de {{email}} enregistré.',
    removed: '{{email}} a été retiré de l\'équipe.',
    invitation_invalid: 'Ce lien d\'invitation n\'est pas valide ou a expiré. Demandez au propriétaire du compte de le renvoyer.',
    sign_in_first: 'Vous avez déjà un accès avec cette adresse e-mail. Connectez-vous, puis ouvrez de nouveau le lien d\'invitation.',
    other_email: 'Cette invitation a été envoyée à {{email}}. Connectez-vous avec cette adresse pour l\'accepter.',
    password_needed: 'Choisissez un mot de passe pour créer votre accès.',
    joined: 'Vous avez rejoint {{name}}.',
  },
}

export const strings = { routes, team, messages }
