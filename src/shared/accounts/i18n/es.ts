import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { accountsMessages, moduleMessageNames } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_relatedAccounts: 'Cuentas relacionadas',
}

const accounts = {
  indicator: {
    region: 'Cuenta activa',
    button: 'Actuando como {{name}}',
    childOf: 'Cuenta relacionada de {{parent}}',
    listLabel: 'Cuentas con las que puedes actuar',
    current: 'Actual',
    inactive: 'Esta cuenta está inactiva: no tiene un plan de los paquetes de su cuenta principal. Su propietario elige uno en la página de cuentas relacionadas de la cuenta principal.',
  },
  access: { owner: 'Propietario', member: 'Miembro del equipo', parent: 'Propietario de la cuenta principal' },
  status: { active: 'Activa', inactive: 'Inactiva' },
  related: {
    title: 'Cuentas relacionadas',
    lead: 'Cuentas que creas bajo esta. Cambia a una para trabajar en ella: sus listas, créditos y ajustes son propios, y puede usar las conexiones de CRM de esta cuenta.',
    limit: { one: 'Tu plan permite {{count}} cuenta relacionada; {{used}} en uso.', other: 'Tu plan permite {{count}} cuentas relacionadas; {{used}} en uso.' },
    notAllowed: 'Tu plan no permite cuentas relacionadas.',
    childNotice: 'Esta es una cuenta relacionada de {{parent}}. Las cuentas relacionadas se gestionan desde la cuenta principal.',
    ownerOnly: 'Solo el propietario de esta cuenta gestiona sus cuentas relacionadas.',
    loadFailed: 'No se pudieron cargar las cuentas relacionadas.',
    none: 'Todavía no hay cuentas relacionadas.',
    createTitle: 'Crear una cuenta relacionada',
    editTitle: 'Editar {{name}}',
    name: 'Nombre de la cuenta',
    access: 'Opciones de acceso',
    plan: 'Plan',
    noPlan: 'Sin plan (la cuenta queda inactiva)',
    create: 'Crear cuenta relacionada',
    creating: 'Creando…',
    save: 'Guardar {{name}}',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    caption: 'Cuentas relacionadas de esta cuenta',
    columns: { name: 'Nombre', status: 'Estado', plan: 'Plan', access: 'Acceso', actions: 'Acciones' },
    switchTo: 'Cambiar a {{name}}',
    edit: 'Editar {{name}}',
  },
  commands: {
    switch: 'Cambiar de cuenta…',
    switchTo: '{{name}}',
    switchBack: 'Volver a la cuenta principal',
    createChild: 'Crear una cuenta relacionada',
  },
  reason: {
    loading: 'Las cuentas todavía se están cargando',
    noOther: 'No hay otra cuenta con la que actuar',
    notChild: 'No estás actuando como una cuenta relacionada',
    ownerOnly: 'Solo el propietario de la cuenta puede hacerlo',
    notAllowed: 'Tu plan no permite cuentas relacionadas',
  },
}

const messages: MessageTranslationsOf<{ accounts: typeof accountsMessages }> = {
  accounts: {
    module_required: 'Tu acceso en esta cuenta no incluye {{module}}.',
    inactive: 'Esta cuenta está inactiva: no tiene un plan de los paquetes de su cuenta principal.',
    not_found: 'No puedes actuar como esta cuenta.',
    no_account: 'No perteneces a ninguna cuenta. Pide al propietario de una cuenta que te vuelva a invitar.',
    switched: 'Ahora actúas como {{name}}.',
    owner_only: 'Solo el propietario de esta cuenta puede gestionar sus cuentas relacionadas.',
    children_not_allowed: 'Tu plan no permite cuentas relacionadas.',
    child_limit_reached: { one: 'Tu plan permite {{count}} cuenta relacionada.', other: 'Tu plan permite {{count}} cuentas relacionadas.' },
    no_grandchildren: 'Una cuenta relacionada no puede tener cuentas relacionadas propias.',
    module_not_held: 'A una cuenta relacionada solo se le puede dar el acceso que tiene esta cuenta.',
    plan_not_offered: 'Elige un plan de los paquetes de esta cuenta.',
    child_created: 'Cuenta relacionada {{name}} creada.',
    child_updated: 'Cuenta relacionada {{name}} guardada.',
  },
}

const messageNames: NameTranslationsOf<{ modules: typeof moduleMessageNames }> = {
  modules: { ai_suggest: 'IA', leads: 'Búsqueda de leads', whitelabel: 'Marca blanca', admin: 'Administración', wallet: 'Monedero' },
}

export const strings = { routes, accounts, messages, messageNames }
