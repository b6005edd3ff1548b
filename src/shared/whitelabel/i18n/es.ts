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
  frame: {
    title: 'Soporte',
  },
  page: {
    title: 'Cuenta de empresa',
    lead: 'Tu marca: el nombre, los colores, las imágenes y el script que tus clientes ven en tus dominios.',
    loading: 'Cargando la cuenta de empresa…',
  },
  fields: {
    name: 'Nombre de la empresa',
    content: 'Texto de la página de acceso',
    login_page_bg_color: 'Color de fondo de la página de acceso',
    sidebar_background_color: 'Color de fondo de la barra lateral',
    button_color: 'Color de los botones',
    secondary_color: 'Color secundario',
    text_color: 'Color del texto',
    heading_color: 'Color de los títulos',
    colourHint: 'Un color hexadecimal como #573BFF.',
    script: 'Script personalizado',
    scriptHint: 'HTML o un script (un chat, analítica). Solo se ejecuta en las páginas de tus clientes, aislado de su sesión.',
    crms: 'CRM ofrecidos',
    crmsHint: 'Separados por comas.',
    support_url: 'URL de soporte',
    show_training_center: 'Mostrar el centro de formación',
  },
  images: {
    title: 'Logotipo y favicon',
    lead: 'Formatos de imagen aceptados: {{formats}}. Hasta {{size}} MB cada uno.',
    logo: 'Logotipo',
    favicon: 'Favicon',
    none: 'Aún no hay ninguno',
  },
  domains: {
    title: 'Dominios personalizados',
    lead: 'Añade un dominio, crea el registro DNS indicado y verifícalo. Los dominios verificados muestran tu marca y registran a los clientes como tuyos.',
    domain: 'Dominio',
    status: 'Estado',
    record: 'Registro DNS',
    actions: 'Acciones',
    empty: 'Aún no hay ningún dominio personalizado.',
    txt: 'TXT {{name}} = {{value}}',
    cname: 'o CNAME a {{target}}',
    statuses: {
      pending: 'DNS pendiente',
      validating: 'Validando',
      active: 'Activo',
    },
    removeNamed: 'Eliminar {{domain}}',
    removeMessage: 'El dominio deja de mostrar tu marca al instante y su certificado ya no se renueva.',
  },
  commands: {
    save: 'Guardar la cuenta de empresa',
    addDomain: 'Añadir el dominio',
    verifyDomain: 'Verificar',
    removeDomain: 'Eliminar',
    upload_logo: 'Subir un logotipo',
    upload_favicon: 'Subir un favicon',
    remove_logo: 'Eliminar el logotipo',
    remove_favicon: 'Eliminar el favicon',
  },
  reason: {
    openPage: 'Abre la página de la cuenta de empresa',
    noImage: 'No hay imagen que eliminar',
    noDomain: 'Aún no hay dominios',
    focusDomain: 'Sitúate primero en un dominio',
  },
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
