import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { leadJobMessages, leadJobKindNames } from '../messages'

/** Enriquecimiento (buscar correos, teléfonos, empleados, enriquecer influencers) y los trabajos que lo ejecutan. */
const enrichment = {
  demo: 'Datos de demostración',
  commands: { findEmails: 'Buscar correos…', getPhones: 'Obtener teléfonos…', getEmployees: 'Obtener empleados…', enrich: 'Enriquecer influencers…' },
  scope: { all: { one: 'Toda la lista ({{count}} contacto)', other: 'Toda la lista ({{count}} contactos)' }, filter: 'Los resultados filtrados', selection: { one: 'El {{count}} resultado seleccionado', other: 'Los {{count}} resultados seleccionados' } },
  reason: { emptyList: 'La lista aún no tiene resultados' },
  kinds: {
    'find-emails': 'Buscar correos', 'get-phones': 'Obtener teléfonos', 'get-employees': 'Obtener empleados', enrich: 'Enriquecer influencers',
    'send-crm': 'Enviar al CRM', 'send-webhook': 'Enviar al webhook', 'ai-write': 'Redacción con IA',
  },
  estimate: {
    title: '{{kind}}: ¿empezar?', upTo: 'Hasta {{credits}} créditos para {{leads}} contactos.', free: '{{leads}} contactos. Esto no cobra créditos.',
    balance: 'Tu saldo: {{balance}} créditos.', noCharge: 'No se consumirán créditos si no se devuelven datos de contacto o de correo.',
    short: 'Tu saldo podría agotarse antes del final: el trabajo se detiene entonces y conserva lo encontrado.', start: 'Empezar', cancel: 'Cancelar',
  },
  jobs: {
    region: 'Trabajos de esta lista', progress: '{{kind}}: {{processed}} de {{total}}',
    counts: '{{succeeded}} con resultados, {{skipped}} sin ellos, {{failed}} con error · {{charged}} créditos',
    status: { queued: 'En cola', running: 'En curso', done: 'Terminado', stopped: 'Detenido', failed: 'Fallido', cancelled: 'Cancelado' },
    outOfCredits: 'Detenido: sin créditos. Lo encontrado se conserva; añade créditos y reanuda para continuar.',
    cancel: 'Cancelar', showFailures: { one: 'Ver {{count}} con error', other: 'Ver {{count}} con error' }, resume: 'Reanudar',
    commands: {
      cancel: 'Cancelar un trabajo en curso…', cancelNamed: 'Cancelar {{kind}} (trabajo {{id}})', failures: 'Ver los contactos con error de un trabajo…',
      failuresNamed: 'Contactos con error de {{kind}} (trabajo {{id}})', redeliver: 'Reintentar los contactos con error…', redeliverNamed: 'Reintentar {{kind}} (trabajo {{id}})',
    },
    reason: { noActiveJob: 'No hay ningún trabajo en curso en esta lista', noFailures: 'Ningún trabajo de esta lista tiene contactos con error' },
    failures: {
      title: 'Contactos con error: {{kind}}', lead: 'Contacto', reason: 'Motivo', attempts: 'Intentos', actions: 'Acciones', none: 'No hay contactos con error.',
      redeliverAll: { one: 'Reintentar {{count}}', other: 'Reintentar los {{count}}' }, redeliverOne: 'Reintentar {{name}}', previous: 'Página anterior', next: 'Página siguiente', page: 'Página {{page}} de {{pages}}',
    },
  },
  result: {
    title: 'Enriquecimiento', emailCheck: 'Verificación del correo', checkedBy: '{{provider}}, {{date}}',
    verdicts: { valid: 'Verificado', invalid: 'No válido', risky: 'Arriesgado (acepta todo o sin confirmar)', unknown: 'No se pudo verificar' },
    phones: 'Teléfonos', mobile: 'Móvil', direct: 'Línea directa', noPhone: 'No se encontró teléfono', employees: 'Empleados ({{count}})', noEmployees: 'No se encontraron empleados',
    employee: { name: 'Nombre', position: 'Cargo', email: 'Correo', phone: 'Teléfono' },
    contact: 'Datos de contacto',
    providers: { demo: 'Datos de demostración', zerobounce: 'ZeroBounce', neverbounce: 'NeverBounce', mx: 'Comprobación del servidor de correo', website_crawl: 'Rastreo del sitio web', pattern: 'Patrones de correo' },
  },
}

const messages: MessageTranslationsOf<{ lead_jobs: typeof leadJobMessages }> = {
  lead_jobs: {
    not_for_type: '«{{kind}}» no está disponible para listas de tipo «{{list_type}}».',
    already_ended: 'Este trabajo ya ha terminado.',
    started: { one: 'Se ha iniciado «{{kind}}» para {{count}} contacto.', other: 'Se ha iniciado «{{kind}}» para {{count}} contactos.' },
    cancelled: 'El trabajo se ha cancelado.',
    nothing_to_redeliver: 'No hay nada que volver a enviar.',
    redelivered: { one: 'Se ha vuelto a poner en cola {{count}} contacto.', other: 'Se han vuelto a poner en cola {{count}} contactos.' },
  },
}

const messageNames: NameTranslationsOf<{ lead_job_kinds: typeof leadJobKindNames }> = {
  lead_job_kinds: {
    'find-emails': 'Buscar correos',
    'get-phones': 'Obtener teléfonos',
    'get-employees': 'Obtener empleados',
    enrich: 'Enriquecer',
    'send-crm': 'Enviar al CRM',
    'send-webhook': 'Enviar al webhook',
    'ai-write': 'Redacción con IA',
  },
}

export const strings = { enrichment, messages, messageNames }
