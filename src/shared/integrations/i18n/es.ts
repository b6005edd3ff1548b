import type { MessageTranslationsOf } from '../../message-format'
import type { integrationMessages } from '../messages'

/** Ajustes → Integraciones (CRM, mapeo de campos, webhooks, clave GPT, Zapier), la página de claves API y los comandos de envío. */
const integrations = {
  commands: {
    sendCrm: 'Enviar al CRM…', sendWebhook: 'Enviar al webhook…',
    connect: 'Conectar un CRM…', connectNamed: 'Conectar {{crm}}', disconnect: 'Desconectar un CRM…', disconnectNamed: 'Desconectar {{crm}}',
    webhook: {
      test: 'Enviar una prueba a un webhook…', testNamed: 'Probar webhook: {{name}}', enable: 'Activar un webhook…', enableNamed: 'Activar webhook: {{name}}',
      disable: 'Desactivar un webhook…', disableNamed: 'Desactivar webhook: {{name}}', reveal: 'Mostrar los secretos de un webhook…', revealNamed: 'Mostrar secretos: {{name}}',
      delete: 'Eliminar un webhook…', deleteNamed: 'Eliminar webhook: {{name}}',
      create: 'Crear el webhook', edit: 'Editar un webhook…', editNamed: 'Editar webhook: {{name}}',
    },
    apiKeyCreate: 'Nueva clave API', apiKeyRevoke: 'Revocar una clave API…', apiKeyRevokeNamed: 'Revocar clave API: {{name}}',
    apiKeyRename: 'Renombrar una clave API…', apiKeyRenameNamed: 'Renombrar clave API: {{name}}', saveMapping: 'Guardar el mapeo de campos del CRM', resetMapping: 'Restablecer el mapeo de campos del CRM', saveGpt: 'Guardar los ajustes de GPT', removeGpt: 'Eliminar la clave de GPT',
  },
  send: {
    all: '{{target}}: toda la lista ({{count}})', filter: '{{target}}: los resultados filtrados', selection: { one: '{{target}}: el {{count}} resultado seleccionado', other: '{{target}}: los {{count}} resultados seleccionados' },
    listWebhook: 'El webhook de la lista', chooseCrm: '¿A qué CRM enviar?', chooseWebhook: '¿A qué webhook enviar?', cancel: 'Cancelar',
  },
  reason: {
    emptyList: 'La lista aún no tiene contactos', noCrm: 'Primero conecta un CRM (Ajustes, Integraciones)', onCrmPage: 'Solo en la página de integraciones de CRM',
    onWebhookList: 'Solo en la lista de webhooks', onApiKeys: 'Solo en la página de claves API',
    onFields: 'Solo en la página de campos del CRM', mappingNotSaved: 'El mapeo ya es el predeterminado', noGptKey: 'No hay ninguna clave de GPT guardada', onWebhookCreate: 'Solo en la página de nuevo webhook', noWebhooks: 'Aún no hay webhooks',
  },
  status: { unsent: 'No enviado', sending: 'Enviando al CRM', sent: 'Enviado' },
  noListWebhook: 'La lista seleccionada no tiene webhook; configúralo antes de continuar.',
  tabs: { label: 'Páginas de integración', crm: 'CRM', crmFields: 'Campos del CRM', webhook: 'Nuevo webhook', webhookList: 'Webhooks' },
  crm: {
    title: 'Integraciones de CRM', lead: 'Conecta un CRM y envíale cualquier lista, filtro o selección desde la página de la lista (Mayús+C).',
    connected: 'Conectado', notConnected: 'No conectado', needsReconnect: 'Hay que volver a conectar', notConfigured: 'No configurado en este servidor',
    account: 'Cuenta: {{label}}', lastError: 'Último error: {{error}}',
    oauth: 'Se inicia sesión en el CRM (OAuth)', apiKeyKind: 'Se conecta con una clave API', restHooks: 'Se conecta desde Zapier',
    grooveKey: 'Clave API de Groove', connectGroove: 'Conectar Groove', redirecting: 'Abriendo {{crm}}…',
    zapierLead: 'Zapier se conecta desde su lado: abre el enlace de invitación, añade esta aplicación a un Zap y dale una de tus claves API.',
    zapierInvite: 'Abrir el enlace de invitación de Zapier', zapierNoInvite: 'Este servidor no tiene configurado un enlace de invitación de Zapier.',
    zapierZaps: 'Zaps activos: {{count}}', apiKeysLink: 'Gestionar claves API',
  },
  gpt: {
    title: 'Clave API de GPT', lead: 'Las herramientas de IA usan este endpoint compatible con OpenAI (OpenAI, un Ollama o vLLM local). Sin clave usan el redactor de plantillas integrado.',
    baseUrl: 'URL base', model: 'Modelo', apiKey: 'Clave API', keepKey: 'Clave guardada {{hint}}: déjalo vacío para conservarla', save: 'Guardar ajustes de GPT',
    remove: 'Eliminar la clave', saved: 'Guardado.', none: 'No hay ninguna clave guardada.',
    confirmRemove: '¿Eliminar la clave de GPT guardada? Las herramientas de IA volverán al redactor de plantillas integrado.',
  },
  fields: {
    title: 'Mapeo de campos del CRM', lead: 'Elige qué campo del CRM rellena cada campo del contacto. El correo y el teléfono siempre se envían: el CRM identifica los contactos por ellos.',
    crm: 'CRM', leadField: 'Campo del contacto {{n}}', crmField: 'Campo del CRM {{n}}', add: 'Añadir un campo', remove: 'Quitar el campo {{n}}', save: 'Guardar mapeo',
    reset: 'Restablecer el predeterminado', notSaved: 'Este es el mapeo predeterminado; al guardarlo pasa a ser el tuyo.', customError: 'No se pudieron leer los campos personalizados: {{error}}',
    confirmReset: '¿Restablecer el mapeo de campos de {{crm}} al predeterminado? Tu mapeo se eliminará.',
    zapierHint: 'Nombres de campo de Zapier: una letra y luego letras, números o guiones bajos.', saved: 'Guardado.', choose: 'Elegir…',
  },
  leadFields: {
    name: 'Nombre', first_name: 'Nombre de pila', last_name: 'Apellido', email: 'Correo', phone: 'Teléfono', website: 'Sitio web', domain: 'Dominio', company: 'Empresa',
    position: 'Cargo', department: 'Departamento', seniority: 'Nivel', linkedin_url: 'URL de LinkedIn', street: 'Calle', city: 'Ciudad', state: 'Estado',
    postal_code: 'Código postal', country: 'País', category: 'Categoría', industry: 'Sector', size: 'Tamaño', employee_count: 'Empleados', revenue: 'Ingresos',
    rating: 'Valoración', reviews: 'Reseñas', platform: 'Plataforma', username: 'Usuario', followers: 'Seguidores', engagement_rate: 'Tasa de interacción',
    topic: 'Tema', score: 'Puntuación', labels: 'Etiquetas', list_name: 'Nombre de la lista', list_type: 'Tipo de lista',
  },
  webhook: {
    createTitle: 'Nuevo webhook', createLead: 'Los contactos enviados a un webhook se envían por POST como JSON, firmados con las cabeceras de Standard Webhooks y con tu secreto en la cabecera Authorization-Token.',
    name: 'Nombre', url: 'URL', secret: 'Secreto (Authorization-Token)', secretHint: 'Déjalo vacío para generar uno.', events: 'Eventos',
    eventNames: { lead_sent: 'Contacto enviado desde una lista', lead_found: 'Contacto encontrado por un autopiloto o un flujo de trabajo' },
    create: 'Crear webhook', created: 'Webhook creado. Copia ahora los secretos; puedes volver a mostrarlos desde la lista de webhooks.',
    secretLabel: 'Authorization-Token', signingSecret: 'Secreto de firma (webhook-signature)', toList: 'Ver todos los webhooks',
    listTitle: 'Webhooks', listLead: 'Destinos a los que se pueden enviar tus listas. Un destino que responde 410 Gone queda desactivado hasta que lo vuelvas a activar.',
    empty: 'Aún no hay webhooks.', newWebhook: 'Nuevo webhook',
    columns: { name: 'Nombre', url: 'URL', events: 'Eventos', status: 'Estado', actions: 'Acciones' },
    status: { active: 'Activo', disabled: 'Desactivado' },
    secretsOf: 'Secretos de {{name}}', hide: 'Ocultar secretos',
    editTitle: 'Editar {{name}}', secretKeepHint: 'Déjalo vacío para mantener el actual.', save: 'Guardar webhook',
    confirmDelete: '¿Eliminar el webhook {{name}}?', disabledBecause: 'Desactivado: {{reason}}',
  },
  callback: { title: 'Conectando tu CRM…', failed: 'No se pudo conectar el CRM.', missing: 'El CRM no devolvió ningún código.', back: 'Volver a las integraciones de CRM' },
  apiKeys: {
    title: 'Claves API', lead: 'Una clave API permite que Zapier y tus scripts actúen en nombre de tu cuenta. Se muestra una sola vez; solo guardamos su hash.',
    name: 'Nombre de la clave', create: 'Crear clave', shownOnce: 'Copia tu clave ahora: solo se muestra una vez.', newKey: 'Tu nueva clave API', empty: 'Aún no hay claves API.',
    scope: 'Acceso', scopes: { read: 'Solo lectura', read_write: 'Lectura y escritura' },
    columns: { name: 'Nombre', scope: 'Acceso', prefix: 'Clave', created: 'Creada', lastUsed: 'Último uso', revoked: 'Revocada', actions: 'Acciones' },
    never: 'Nunca', notRevoked: 'Activa', confirmRevoke: '¿Revocar la clave {{name}}? Todo lo que la use dejará de funcionar.',
    renameTitle: 'Renombrar {{name}}', saveName: 'Guardar nombre',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  crmCallback: 'Conexión con el CRM',
  settings_integration: 'Integraciones',
  settings_integration_crm: 'Integraciones con CRM',
  settings_integration_crmFields: 'Campos del CRM',
  settings_integration_webhook: 'Nuevo webhook',
  settings_integration_webhookList: 'Webhooks',
}

const messages: MessageTranslationsOf<{ integrations: typeof integrationMessages }> = {
  integrations: {
    no_list_webhook: 'La lista seleccionada no tiene webhook; configúralo antes de continuar.',
    invalid_state: 'Esta solicitud de conexión no es válida o ha caducado. Vuelve a conectar.',
    not_configured: 'Este CRM no está configurado en este servidor.',
    not_connected: 'Conecta primero este CRM.',
    needs_reconnect: 'El CRM ha rechazado nuestro acceso. Vuelve a conectarlo.',
    connect_refused: 'El CRM no ha aceptado la conexión ({{reason}}).',
    crm_unreachable: 'No se ha podido contactar con el CRM. Inténtalo de nuevo.',
    api_key_rejected: 'El CRM ha rechazado esta clave de API.',
    zapier_connects_from_zapier: 'Zapier se conecta desde Zapier: abre el enlace de invitación y usa una de tus claves de API.',
    zapier_no_subscriptions: 'Todavía no hay ningún Zap suscrito. Activa primero un Zap que use esta aplicación.',
    webhook_disabled: 'Este webhook está desactivado. Actívalo antes de enviar.',
    webhook_gone: 'El endpoint respondió 410 Gone: el webhook se ha desactivado.',
    no_email: 'El lead no tiene ninguna dirección de correo electrónico con la que identificar un contacto.',
    no_email_or_phone: 'El lead no tiene ni dirección de correo electrónico ni teléfono con los que identificar un contacto.',
    crm_connected: 'CRM conectado.',
    crm_disconnected: 'CRM desconectado.',
    mapping_saved: 'Asignación de campos guardada.',
    mapping_reset: 'Asignación de campos restablecida a la predeterminada.',
    gpt_saved: 'Ajustes de GPT guardados.',
    gpt_removed: 'Ajustes de GPT eliminados.',
    webhook_created: 'Webhook creado.',
    webhook_saved: 'Webhook guardado.',
    webhook_deleted: 'Webhook eliminado.',
    webhook_test_delivered: 'Prueba entregada ({{status}}).',
    webhook_test_failed: 'La prueba ha fallado: {{reason}}',
    api_key_created: 'Clave de API creada. Cópiala ahora: solo se muestra una vez.',
    api_key_saved: 'Clave de API guardada.',
    api_key_revoked: 'Clave de API revocada.',
    api_key_read_only: 'Esta clave de API solo puede leer. Use una clave de lectura y escritura para cambiar datos.',
    api_key_not_here: 'Una clave de API no puede hacer esto. Inicie sesión en la consola.',
    api_key_rate_limited: 'Demasiadas solicitudes con esta clave de API. Inténtelo de nuevo en {{seconds}} segundos.',
    unsubscribed: 'Suscripción cancelada.',
  },
}

export const strings = { integrations, routes, messages }
