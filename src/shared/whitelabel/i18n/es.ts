import type { MessageTranslationsOf } from '../../message-format'
import type { whitelabelMessages } from '../messages'
/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  whitelabel_upgrade: 'Pasar a marca blanca',
  whitelabel: 'Marca blanca',
  whitelabel_businessAccount: 'Cuenta de empresa',
  whitelabel_packages: 'Paquetes',
  whitelabel_packageCreate: 'Nuevo paquete',
  whitelabel_packageEdit: 'Editar paquete',
  whitelabel_packageSalesSettings: 'Ajustes de venta del paquete',
  whitelabel_subscriptions: 'Suscripciones',
  whitelabel_subscriptionCreate: 'Añadir una cuenta',
  whitelabel_subscriptionEdit: 'Editar suscripción',
  whitelabel_usageHistory: 'Historial de uso',
  whitelabel_stripe: 'Proveedor de pagos',
  whitelabel_stripeCallback: 'Conexión con el proveedor de pagos',
  whitelabel_customLinks: 'Enlaces personalizados',
  whitelabel_smtp: 'SMTP',
  whitelabel_webhook: 'Webhooks de suscripciones',
  whitelabel_emailTemplates: 'Plantillas de correo',
  whitelabel_training: 'Formación para clientes',
  whitelabel_trainingCourse: 'Curso para clientes',
  whitelabel_trainingPageCreate: 'Nueva página del curso',
  whitelabel_trainingPageEdit: 'Editar página del curso',
  whitelabel_partners: 'Socios del revendedor',
  whitelabel_partnerCreate: 'Nuevo socio del revendedor',
  whitelabel_partnerEdit: 'Editar socio del revendedor',
  whitelabel_resources: 'Recursos',
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Este correo pertenece a una cuenta que no es de tus clientes.',
    // Part C: payments for the reseller's sales.
    stripe_not_configured: 'Stripe Connect no está configurado en este servidor.',
    stripe_not_connected: 'Conecta tu cuenta de Stripe antes de vender con Stripe.',
    stripe_state_invalid: 'Este enlace de conexión con Stripe caducó o ya se usó. Vuelve a empezar.',
    stripe_connect_refused: 'Stripe rechazó la conexión. Vuelve a empezar.',
    package_not_on_provider: 'Publica este paquete antes de venderlo con tu proveedor de pagos.',
    billing_unsupported: 'Tu proveedor de pagos no puede hacer esto aquí; hazlo en su propio panel.',
    provider_unavailable: 'No se pudo contactar con el proveedor de pagos. Inténtalo de nuevo en un momento.',
    paykickstart_secret_missing: 'Indica tu secreto de PayKickStart antes de elegir PayKickStart.',
    webhook_signature: 'La firma de este envío no es válida.',
  },
}

export const strings = { routes, messages }
