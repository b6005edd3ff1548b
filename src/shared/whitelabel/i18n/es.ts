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

// A: brand and domains
const wlBrand = {
  frame: { title: 'Soporte' },
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Este correo pertenece a una cuenta que no es de tus clientes.',
    // A: brand and domains
    business_account_saved: 'Cuenta de empresa guardada.',
    image_uploaded: 'Imagen subida.',
    image_removed: 'Imagen eliminada.',
    domain_added: 'Dominio añadido. Añade el registro DNS indicado y después verifica el dominio.',
    domain_verified: 'Dominio verificado.',
    domain_not_verified: 'Aún no se encuentra el registro DNS. Los cambios de DNS pueden tardar en propagarse: vuelve a intentarlo más tarde.',
    domain_removed: 'Dominio eliminado.',
  },
}

export const strings = { routes, messages, wlBrand }
