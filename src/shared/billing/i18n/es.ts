import type { MessageTranslationsOf } from '../../message-format'
import type { billingMessages } from '../messages'

const billing = {
  commands: {
    openPortal: 'Abrir el portal de facturación',
    acceptTerms: 'Aceptar las condiciones',
  },
  reason: {
    termsAccepted: 'Las condiciones actuales ya están aceptadas',
    termsLoading: 'Las condiciones aún se están cargando',
  },
  portal: {
    opening: 'Abriendo el portal de facturación…',
    failed: 'No se ha podido abrir el portal de facturación.',
  },
  local: {
    title: 'Portal de facturación: proveedor de pruebas local',
    notice: 'Esta consola usa el proveedor de pruebas local: guarda estos datos en su propia base de datos y no se mueve dinero real.',
    cards: 'Tarjetas',
    noCards: 'No hay tarjetas guardadas.',
    card: '{{brand}} terminada en {{last4}}',
    expires: 'Caduca {{month}}/{{year}}',
    default: 'Predeterminada',
    payments: 'Pagos y facturas',
    paymentsCaption: 'Todos los pagos de esta cuenta, los más recientes primero',
    noPayments: 'Aún no hay pagos.',
    back: 'Volver a la consola',
  },
  callback: {
    title: 'Volviendo a la consola',
    failed: 'No se ha podido completar este regreso',
    missing: 'A este enlace le falta su estado. Empieza de nuevo desde la consola.',
    toWallet: 'Ir al monedero',
    home: 'Ir a la página de inicio',
  },
  terms: {
    title: 'Condiciones del servicio',
    intro: 'Lee las condiciones actuales (versión {{version}}) y acéptalas para seguir usando la consola.',
    text: 'Las condiciones del servicio, versión {{version}}',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Portal de facturación',
  billingPortal_local: 'Portal de facturación (proveedor de pruebas local)',
  callback: 'Volviendo a la consola',
}

const messages: MessageTranslationsOf<{ billing: typeof billingMessages }> = {
  billing: {
    paykickstart_not_configured: 'El portal de facturación de PayKickStart aún no está configurado para este espacio. Ponte en contacto con el soporte.',
    state_invalid: 'Este enlace de regreso no corresponde a un proceso que hayas iniciado. Empieza de nuevo desde la consola.',
    state_expired: 'Este enlace de regreso ha caducado. Empieza de nuevo desde la consola.',
    state_used: 'Este enlace de regreso ya se ha usado. Empieza de nuevo desde la consola.',
    portal_returned: 'Bienvenido de nuevo desde el portal de facturación. Tu monedero muestra tus tarjetas y pagos tal como están ahora.',
    terms_outdated: 'Estas no son las condiciones actuales. Lee las condiciones actuales y acéptalas.',
  },
}

export const strings = { billing, routes, messages }
