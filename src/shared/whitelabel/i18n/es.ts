import { wlPackages } from './packages-es'
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
  // B: packages and sales pages
  whitelabel_salesPage: 'Página de venta',
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Este correo pertenece a una cuenta que no es de tus clientes.',
    // B: packages and sales pages
    price_per_credit: 'El precio de venta por crédito debe ser superior a {{cents}} centavos.',
    plan_unavailable: 'Este plan no está disponible para revendedores.',
    business_incomplete: 'La página de ventas no se puede crear antes de completar el formulario de la cuenta de empresa.',
    sales_closed: 'Esta página de ventas no acepta pedidos.',
    price_unavailable: 'Este precio no se ofrece para este paquete.',
    option_unknown: 'Elige una de las opciones ofrecidas.',
    // D: subscriptions
    subscription_paused: 'La suscripción de esta cuenta está en pausa o ha terminado. Contacta con tu proveedor para recuperar el acceso.',
    subscription_not_allowed: 'Esta suscripción no se puede cambiar así mientras está en estado {{status}}.',
    subscription_changed: 'Esta suscripción ha cambiado mientras tanto. Vuelve a cargarla e inténtalo de nuevo.',
    provider_refused: 'El proveedor de pago de esta suscripción no pudo hacer el cambio.',
    package_unknown: 'Elige uno de tus paquetes.',
    expiry_past: 'La fecha de caducidad debe ser futura.',
    inbound_secret: 'Falta el secreto de entrada o no es correcto.',
    customer_unknown: 'Ninguna de tus suscripciones pertenece a este correo.',
  },
}

export const strings = { routes, messages, wlPackages }
