import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { listMessages, resultMessages, leadTypeNames } from '../messages'

/** Búsqueda de leads: nueva búsqueda, listas guardadas, la tabla de resultados, etiquetas y los comandos de lista. */
const leads = {
  demo: 'Datos de demostración',
  types: {
    industry: 'Negocios locales', company: 'Empresas', people: 'Personas', single: 'Dominio', influencer: 'Influencers', intent: 'Intención', workflow: 'Flujo de trabajo',
  },
  states: { Active: 'Activas', Incomplete: 'Incompletas', Archived: 'Archivadas' },
  listStatus: { stoppedCredits: 'Detenida: sin créditos' },
  emailStates: {
    email_found: 'Email encontrado', potential_emails_found: 'Emails potenciales encontrados', no_email_found: 'Ningún email encontrado', looking_for_email: 'Buscando email', search_complete: 'Búsqueda completa',
  },
  common: { back: 'Volver a las listas guardadas', loading: 'Cargando…', save: 'Guardar', saved: 'Guardado.' },
  commands: {
    emailFound: 'Filtrar por email encontrado…', status: 'Filtrar por estado CRM…', moreFilters: 'Más filtros', search: 'Buscar en los resultados', manualEntry: 'Entrada manual',
    customLabels: 'Etiquetar los resultados seleccionados', csv: 'Exportar a CSV…', delete: 'Eliminar', newSearch: 'Nueva búsqueda en esta lista', archive: 'Archivar', unarchive: 'Desarchivar',
    history: 'Historial de búsquedas', open: 'Abrir una lista…', openNamed: 'Abrir lista: {{name}}', toggleView: 'Cambiar entre cuadrícula y lista', showState: 'Mostrar listas por estado…',
    settings: 'Ajustes de la lista',
    saveDetails: 'Guardar etiquetas y origen', saveWebhook: 'Guardar el webhook de la lista',
    searchType: 'Nueva búsqueda del tipo…', runSearch: 'Ejecutar búsqueda',
    more: 'Más acciones de la lista…', selectMatching: 'Seleccionar todos los resultados del filtro', clearSelection: 'Quitar la selección',
    openTagsAndSource: 'Abrir etiquetas y origen', openWebhook: 'Abrir el webhook de la lista', resumeSearch: 'Reanudar la búsqueda', topUp: 'Comprar créditos para reanudar…', undoDelete: 'Deshacer la eliminación',
    rows: { next: 'Fila siguiente', previous: 'Fila anterior', toggle: 'Seleccionar o deseleccionar la fila', range: 'Seleccionar el rango hasta esta fila', selectAll: 'Seleccionar o deseleccionar todas las filas' },
  },
  reason: {
    onTagsAndSource: 'Solo en la página de etiquetas y origen de una lista', onListWebhook: 'Solo en la página del webhook de una lista',
    openList: 'Abre primero una lista', notForType: 'No disponible para este tipo de lista', selectRows: 'Selecciona primero resultados (x)', openOrSelectList: 'Abre o selecciona primero una lista',
    alreadyArchived: 'Ya archivada', notArchived: 'No archivada', onSavedLists: 'Solo en listas guardadas', onNewSearch: 'Solo en una nueva búsqueda', noTable: 'No hay tabla en esta página',
    allSelected: 'Ya están seleccionados todos los resultados del filtro', noResults: 'Esta lista no tiene resultados', notStoppedForCredits: 'Solo cuando una búsqueda se detuvo por falta de créditos', nothingToUndo: 'No hay nada que deshacer',
  },
  confirm: {
    title: '¿Seguro?', yes: 'Sí, eliminar', no: 'Cancelar',
    deleteResults: { one: '¿Eliminar {{count}} resultado seleccionado? No se puede deshacer.', other: '¿Eliminar {{count}} resultados seleccionados? No se puede deshacer.' },
    deleteList: '¿Eliminar la lista «{{name}}» con todos sus resultados? Podrás deshacerlo durante unos segundos.',
    deleteLists: { one: '¿Eliminar {{count}} lista con todos sus resultados? Podrás deshacerlo durante unos segundos.', other: '¿Eliminar {{count}} listas con todos sus resultados? Podrás deshacerlo durante unos segundos.' },
  },
  csv: { all: 'Exportar toda la lista', filter: 'Exportar los resultados filtrados', selection: { one: 'Exportar el {{count}} resultado seleccionado', other: 'Exportar los {{count}} resultados seleccionados' } },
  newSearch: {
    title: 'Nueva búsqueda', type: 'Tipo de búsqueda', filters: 'Filtros', choose: 'Elegir…', commaSeparated: 'Separa los valores con comas', limit: 'Resultados máximos',
    locationAndList: 'Selecciona una ubicación y una lista antes de continuar.', running: 'Iniciando…', intoList: 'Nueva búsqueda en {{name}}',
  },
  location: {
    title: 'Ubicación (opcional)', titleRequired: 'Ubicación', country: 'País', state: 'Estado o región', anyState: 'Cualquier estado', city: 'Ciudad',
    cityHint: 'Escribe para ver las ciudades que coinciden', cityNeedsCountry: 'Elige primero un país', nearby: 'Incluir distritos cercanos',
  },
  toasts: {
    listsDeleted: { one: '{{count}} lista eliminada.', other: '{{count}} listas eliminadas.' },
    listsArchived: { one: '{{count}} lista archivada.', other: '{{count}} listas archivadas.' },
    listsRestored: { one: '{{count}} lista restaurada.', other: '{{count}} listas restauradas.' },
    resultsDeleted: { one: '{{count}} resultado eliminado.', other: '{{count}} resultados eliminados.' },
    listDeletedNamed: 'Lista «{{name}}» eliminada.', undo: 'Deshacer', searchResumed: 'Búsqueda reanudada.',
    deleteUndone: { one: 'Ha vuelto {{count}} lista.', other: 'Han vuelto {{count}} listas.' },
  },
  listPicker: { title: 'Lista', new: 'Crear una lista nueva', existing: 'Lista existente', name: 'Nombre de la lista' },
  fields: {
    name: 'Nombre', email: 'Email', phone: 'Teléfono', website: 'Sitio web', city: 'Ciudad', state: 'Estado', country: 'País', category: 'Categoría', street: 'Calle',
    postal_code: 'Código postal', rating: 'Valoración', reviews: 'Reseñas', first_name: 'Nombre de pila', last_name: 'Apellido', created_at: 'Añadido', domain: 'Dominio',
    industry: 'Sector', size: 'Tamaño', employee_count: 'Empleados', revenue: 'Ingresos', technologies: 'Tecnologías', linkedin_url: 'URL de LinkedIn',
    position: 'Puesto', department: 'Departamento', seniority: 'Nivel', management_level: 'Nivel directivo', company: 'Empresa',
    years_experience: 'Años de experiencia', year_of_birth: 'Año de nacimiento', skills: 'Habilidades', platform: 'Plataforma', username: 'Usuario', followers: 'Seguidores',
    engagement_rate: 'Tasa de interacción', avg_likes: 'Me gusta de media', avg_comments: 'Comentarios de media', views: 'Visualizaciones', audience_type: 'Tipo de audiencia',
    interests: 'Intereses', topic: 'Tema', score: 'Puntuación', email_state: 'Estado del email', labels: 'Etiquetas', crm_status: 'Estado CRM', keywords: 'Palabras clave',
    address: 'Dirección', analytics: 'Analítica', audience_credibility: 'Credibilidad de la audiencia', avg_engagements: 'Interacciones medias', avg_reels_plays: 'Reproducciones medias de Reels',
    avg_saves: 'Guardados medios', avg_shares: 'Compartidos medios', business_status: 'Estado del negocio', company_domain: 'Dominio de la empresa', company_industry: 'Sector de la empresa',
    company_size: 'Tamaño de la empresa', facebook_url: 'Facebook', fake_followers: 'Seguidores falsos', founded_year: 'Fundada', google_maps_url: 'Google Maps', has_analytics: 'Usa analítica',
    has_pixel: 'Usa un píxel de seguimiento', highest_level: 'Nivel más alto', instagram_url: 'Instagram', intent_level: 'Nivel de intención', job_title: 'Cargo', pixels: 'Píxeles de seguimiento',
    profile_url: 'Perfil', signals: 'Señales', source_url: 'Encontrado en', surge_started_days_ago: 'Inicio del repunte (hace días)', types: 'Tipos de lugar', campaign_name: 'Lista',
    updated_at: 'Actualizado', twitter_url: 'X (Twitter)', youtube_url: 'YouTube', tiktok_url: 'TikTok',
    age: 'Edad', gender: 'Género', phones: 'Teléfonos', education: 'Formación', job_history: 'Trayectoria laboral', last_posted_days: 'Última publicación (hace días)',
    followers_growth_rate: 'Crecimiento de seguidores', likes_growth_rate: 'Crecimiento de me gusta', views_growth_rate: 'Crecimiento de visualizaciones', brand_affinity: 'Afinidad de marca', hashtags: 'Hashtags',
    mentions: 'Menciones', post_types: 'Tipos de publicación', audience_ages: 'Edades de la audiencia', audience_cities: 'Ciudades de la audiencia', audience_countries: 'Países de la audiencia',
    audience_genders: 'Géneros de la audiencia', audience_languages: 'Idiomas de la audiencia',
    sizes: 'Tamaños de empresa', titles: 'Cargos', departments: 'Departamentos', topics: 'Temas', lastposted: 'Última publicación (días, al menos 30)',
    engagementRate: 'Tasa de interacción (0 a 1)', audience: { credibility: 'Credibilidad de la audiencia (0 a 1)' },
    followers_min: 'Seguidores desde', followers_max: 'Seguidores hasta', age_min: 'Edad desde', age_max: 'Edad hasta', engagements_min: 'Interacciones desde', engagements_max: 'Interacciones hasta',
    reelsPlays_min: 'Reproducciones de reels desde', reelsPlays_max: 'Reproducciones de reels hasta', saves_min: 'Guardados desde', saves_max: 'Guardados hasta', shares_min: 'Compartidos desde', shares_max: 'Compartidos hasta',
    views_min: 'Visualizaciones desde', views_max: 'Visualizaciones hasta',
    followersGrowthRate: { interval: 'Crecimiento de seguidores: intervalo', operator: 'Crecimiento de seguidores: comparación', value: 'Crecimiento de seguidores: tasa' },
    likesGrowthRate: { interval: 'Crecimiento de me gusta: intervalo', operator: 'Crecimiento de me gusta: comparación', value: 'Crecimiento de me gusta: tasa' },
    viewsGrowthRate: { interval: 'Crecimiento de visualizaciones: intervalo', operator: 'Crecimiento de visualizaciones: comparación', value: 'Crecimiento de visualizaciones: tasa' },
  },
  options: {
    instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube',
    i1month: '1 mes', i2months: '2 meses', i3months: '3 meses', i4months: '4 meses', i5months: '5 meses', i6months: '6 meses',
    gt: 'mayor que', gte: 'al menos', lt: 'menor que', lte: 'como máximo',
  },
  operators: { like: 'contiene', not_like: 'no contiene', empty: 'está vacío', not_empty: 'no está vacío', lower: 'es menor que', greater: 'es mayor que', is_verified: 'está verificado' },
  filters: {
    label: 'Filtros de resultados', search: 'Buscar resultados', mode: 'Coincidencia',
    modes: { contain: 'Contiene', exact: 'Exacta', start: 'Empieza por' },
    withEmail: { label: 'Email', all: 'Todos', found: 'Email encontrado', potential: 'Emails potenciales encontrados', notFound: 'Ningún email encontrado' },
    status: { label: 'Estado CRM', all: 'Todos', sent: 'Enviado', unsent: 'No enviado' },
  },
  moreFilters: {
    title: 'Más filtros', lead: 'Deben cumplirse todas las condiciones.', condition: 'Condición {{n}}', field: 'Campo', operator: 'Operador', value: 'Valor',
    add: 'Añadir una condición', remove: 'Quitar', clear: 'Borrar todo', apply: 'Aplicar', active: { one: '{{count}} filtro adicional activo', other: '{{count}} filtros adicionales activos' },
  },
  progress: {
    found: '{{found}} encontrados', foundOf: '{{found}} de {{target}} encontrados', queued: 'en cola', running: 'buscando',
    outOfCredits: 'La búsqueda se detuvo porque se acabaron los créditos. Se conservan los resultados encontrados; compra créditos y reanuda la búsqueda: lo encontrado no se cobra de nuevo.', stopped: 'Detenida: {{reason}}',
    reasons: { credits: 'sin créditos', error: 'el proveedor de leads no respondió' },
  },
  list: {
    shown: { one: '{{count}} resultado', other: '{{count}} resultados' }, selectedCount: { one: '{{count}} seleccionado', other: '{{count}} seleccionados' },
    allMatchingSelected: { one: '{{count}} resultado del filtro seleccionado', other: 'los {{count}} resultados del filtro están seleccionados' },
    matchingEarlier: { one: '{{count}} resultado seleccionado con un filtro anterior', other: '{{count}} resultados seleccionados con un filtro anterior' },
    hiddenByFilter: { one: '{{count}} resultado seleccionado queda oculto por este filtro', other: '{{count}} resultados seleccionados quedan ocultos por este filtro' },
    selectAllMatching: { one: 'Seleccionar {{count}} resultado del filtro', other: 'Seleccionar los {{count}} del filtro' },
    selectRow: 'Seleccionar {{name}}', selectLoaded: 'Seleccionar todas las filas cargadas', resize: 'Cambiar el ancho de {{column}}', more: 'Más…',
    columnEarlier: 'Mover {{column}} antes', columnLater: 'Mover {{column}} después', columnsReset: 'Columnas predeterminadas',
    actions: 'Acciones de la lista', columns: 'Columnas', empty: 'No se encontraron resultados',
    notFound: 'No se encontró esta lista.', selected: 'Seleccionado', tableLabel: 'Resultados de {{name}}', tagsAndSource: 'Etiquetas y origen', webhook: 'Webhook',
    settingsTabs: 'Ajustes de {{name}}',
    total: { one: '{{count}} resultado', other: '{{count}} resultados' }, sort: { asc: 'Ordenar por {{column}}, ahora ascendente', desc: 'Ordenar por {{column}}, ahora descendente', none: 'Ordenar por {{column}}' },
  },
  savedLists: {
    title: 'Listas guardadas', newSearch: 'Nueva búsqueda', search: 'Buscar listas', states: 'Estado de la lista', showList: 'Ver como lista', showGrid: 'Ver como cuadrícula',
    counts: { one: '{{count}} lista, seleccionadas: {{selected}}', other: '{{count}} listas, seleccionadas: {{selected}}' }, listLabel: 'Listas {{state}}', empty: 'Todavía no hay listas aquí.',
  },
  history: {
    title: 'Historial de búsquedas de {{name}}', started: 'Inicio', status: 'Estado', found: 'Encontrados', source: 'Origen', stopped: 'Detenida: {{reason}}', empty: 'Todavía no hay búsquedas.',
  },
  labels: {
    title: 'Etiquetas personalizadas', create: 'Crear etiqueta', name: 'Nombre de la etiqueta', color: 'Color', nameOf: 'Nombre de {{name}}', colorOf: 'Color de {{name}}',
    saveNamed: 'Guardar {{name}}', deleteNamed: 'Eliminar {{name}}', none: 'Todavía no hay etiquetas.', dialogTitle: { one: 'Etiquetas para {{count}} resultado seleccionado', other: 'Etiquetas para {{count}} resultados seleccionados' },
    assignNamed: 'Añadir {{name}}', removeNamed: 'Quitar {{name}}', newName: 'Etiqueta nueva', createAndAssign: 'Crear y añadir',
  },
  manual: {
    title: 'Añadir un registro a mano', importTitle: 'Importar influencers por URL', urls: 'URL de perfiles', urlsHint: 'Una URL por línea o separadas por espacios', save: 'Añadir a la lista',
  },
  result: {
    back: 'Volver a la lista', untitled: 'Resultado', emails: 'Emails', fields: 'Detalles', notFound: 'No se encontró este resultado.',
    emailKinds: { main: 'Principal', work: 'Trabajo', personal: 'Personal', additional: 'Adicional', potential: 'Potencial' },
    yes: 'Sí', no: 'No',
  },
  tagsAndSource: { title: 'Etiquetas y origen de {{name}}', tags: 'Etiquetas', source: 'Origen' },
  webhook: { title: 'Webhook de {{name}}', lead: 'Los nuevos resultados de esta lista se envían a esta URL.', url: 'URL del webhook' },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_savedLists: 'Listas guardadas',
  leadSearch_list: 'Lista',
  leadSearch_list_tagsAndSource: 'Etiquetas y origen',
  leadSearch_list_webhook: 'Webhook de la lista',
  leadSearch_list_result: 'Detalles del resultado',
}

const messages: MessageTranslationsOf<{ lists: typeof listMessages; results: typeof resultMessages }> = {
  lists: {
    deleted: 'Lista eliminada.',
    deleted_many: 'Listas eliminadas.',
    archived_many: 'Listas archivadas.',
    restored_many: 'Listas restauradas.',
    details_saved: 'Datos guardados.',
    nothing_to_update: 'No hay nada que actualizar.',
    webhook_saved: 'Webhook guardado.',
    nothing_to_resume: 'Esta lista no tiene ninguna búsqueda detenida por falta de créditos que reanudar.',
    resume_needs_credits: 'Para reanudar hacen falta al menos {{cost}} créditos; el saldo es {{balance}}. Compra créditos primero.',
  },
  results: {
    unknown_field: 'El campo «{{name}}» no se puede usar para filtrar ni ordenar resultados de tipo «{{type}}».',
    operator_needs_text: 'El operador «{{operator}}» necesita un campo de texto.',
    operator_needs_number: 'El operador «{{operator}}» necesita un campo numérico o de fecha.',
    operator_needs_email: 'El operador «{{operator}}» necesita el campo de correo electrónico.',
    bad_cursor: 'El cursor no es válido para esta lista y este orden.',
    wrong_type: 'Esta lista contiene resultados de tipo «{{actual}}», no «{{type}}».',
    page_too_deep: 'Usa el cursor para paginar hasta tan lejos.',
    no_manual_entry: 'No se pueden introducir registros a mano en listas de tipo «{{type}}».',
    added: { one: '{{count}} registro añadido.', other: '{{count}} registros añadidos.' },
    deleted: 'Resultados eliminados.',
  },
}

const messageNames: NameTranslationsOf<{ list_types: typeof leadTypeNames }> = {
  list_types: { industry: 'Negocios locales', company: 'Empresas', people: 'Personas', single: 'Dominio', influencer: 'Influencers', intent: 'Intención' },
}

export const strings = { leads, routes, messages, messageNames }
