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
    // E: SMTP, webhook, e-mail templates, training, partners
    smtp_app_password: 'Una contraseña de aplicación SMTP tiene 16 caracteres.',
    smtp_unavailable: 'SMTP no está disponible sin los datos SMTP.',
    smtp_password_required: 'Introduce la contraseña SMTP.',
    smtp_host_refused: 'Este servidor SMTP no se puede usar.',
    smtp_saved: 'Datos SMTP guardados.',
    smtp_test_sent: 'Se envió un correo de prueba a {{email}}.',
    smtp_test_failed: 'El servidor SMTP no aceptó el correo de prueba: {{reason}}',
    webhook_saved: 'Webhook guardado.',
    webhook_missing: 'Configura primero el webhook.',
    delivery_not_found: 'Esta entrega no existe.',
    webhook_redelivered: 'El evento se entregó de nuevo.',
    webhook_redelivery_failed: 'El destino no aceptó el evento: {{reason}}',
    template_not_found: 'No hay ninguna plantilla de correo llamada «{{name}}».',
    template_unknown_variable: 'Esta plantilla no tiene la variable «{{variable}}».',
    template_saved: 'Plantilla de correo guardada.',
    template_reset: 'La plantilla de correo vuelve a su texto predeterminado.',
    course_not_found: 'Este curso no existe.',
    page_not_found: 'Esta página no existe.',
    course_saved: 'Curso «{{title}}» guardado.',
    course_deleted: 'Curso «{{title}}» eliminado.',
    page_saved: 'Página «{{title}}» guardada.',
    page_deleted: 'Página «{{title}}» eliminada.',
    partner_not_found: 'Este socio no existe.',
    partner_saved: 'Socio «{{name}}» guardado.',
    partner_deleted: 'Socio «{{name}}» eliminado.',
  },
}

export const strings = { routes, messages }
