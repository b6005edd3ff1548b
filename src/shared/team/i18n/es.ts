import type { MessageTranslationsOf } from '../../message-format'
import type { teamMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  manageTeam: 'Equipo',
  acceptInvitation: 'Aceptar invitación',
}

const team = {
  status: { owner: 'Propietario', active: 'Miembro', pending: 'Invitado', expired: 'Invitación caducada' },
  page: {
    title: 'Equipo',
    lead: 'Las personas que invitas trabajan en esta cuenta con el acceso que elijas: sus listas, créditos y conexiones son los de esta cuenta.',
    ownerOnly: 'Solo el propietario de esta cuenta gestiona su equipo.',
    loadFailed: 'No se pudo cargar el equipo.',
    caption: 'Miembros del equipo de esta cuenta',
    columns: { email: 'Correo electrónico', name: 'Nombre', status: 'Estado', access: 'Acceso', actions: 'Acciones' },
    everything: 'Todo lo que tiene esta cuenta',
    inviteTitle: 'Invitar a un miembro del equipo',
    email: 'Dirección de correo electrónico',
    access: 'Opciones de acceso',
    invite: 'Enviar invitación',
    inviting: 'Enviando…',
    editTitle: 'Acceso de {{email}}',
    save: 'Guardar el acceso de {{email}}',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    edit: 'Editar el acceso de {{email}}',
    remove: 'Quitar a {{email}}',
    resend: 'Reenviar a {{email}}',
    removeNamed: 'Quitar a {{email}} del equipo',
    removeMessage: 'Deja de trabajar en esta cuenta en el acto. Puedes volver a invitarle más tarde.',
    removeYes: 'Quitar',
  },
  accept: {
    title: 'Unirse a un equipo',
    lead: 'Te han invitado a trabajar en una cuenta de esta consola.',
    newLead: 'Elige tu nombre y una contraseña para crear tu acceso.',
    signedInLead: 'Has iniciado sesión como {{email}}. Acepta para unirte al equipo con este acceso.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    password: 'Contraseña',
    join: 'Crear acceso y unirme',
    joinSignedIn: 'Aceptar invitación',
    joining: 'Uniéndote…',
    missingToken: 'Esta página necesita el enlace de tu correo de invitación.',
    signIn: 'Iniciar sesión',
  },
  commands: {
    invite: 'Invitar a un miembro del equipo',
    editAccess: 'Editar el acceso de un miembro…',
    remove: 'Quitar a un miembro del equipo…',
    resend: 'Reenviar una invitación…',
    member: '{{email}}',
    accept: 'Aceptar la invitación',
  },
  reason: {
    openLink: 'Abre el enlace de tu correo de invitación',
    ownerOnly: 'Solo el propietario de la cuenta puede hacerlo',
    openPage: 'Abre primero la página del equipo',
    loading: 'El equipo todavía se está cargando',
    noMembers: 'Todavía no hay miembros en el equipo',
    noPending: 'No hay ninguna invitación pendiente',
  },
}

const messages: MessageTranslationsOf<{ team: typeof teamMessages }> = {
  team: {
    owner_only: 'Solo el propietario de esta cuenta puede gestionar su equipo.',
    module_not_held: 'A un miembro del equipo solo se le puede dar el acceso que tiene esta cuenta.',
    already_member: '{{email}} ya está en este equipo.',
    is_owner: 'El propietario de la cuenta siempre está en su equipo.',
    owner_not_removable: 'No se puede quitar al propietario de la cuenta.',
    not_found: 'Este miembro del equipo no existe.',
    already_joined: 'Esta persona ya se ha unido; solo se puede reenviar una invitación pendiente.',
    invited: 'Invitación enviada a {{email}}.',
    resent: 'Invitación reenviada a {{email}}.',
    updated: 'Acceso de {{email}} guardado.',
    removed: '{{email}} se ha quitado del equipo.',
    invitation_invalid: 'Este enlace de invitación no es válido o ha caducado. Pide al propietario de la cuenta que lo vuelva a enviar.',
    sign_in_first: 'Ya tienes un acceso con esta dirección de correo. Inicia sesión y vuelve a abrir el enlace de invitación.',
    other_email: 'Esta invitación se envió a {{email}}. Inicia sesión con esa dirección para aceptarla.',
    password_needed: 'Elige una contraseña para crear tu acceso.',
    joined: 'Te has unido a {{name}}.',
  },
}

export const strings = { routes, team, messages }
