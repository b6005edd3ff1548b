import type { MessageTranslationsOf } from '../../message-format'
import type { trainingMessages } from '../../ai/training-messages'

/** Perfil del negocio (ajustes) y entrenamiento de IA (ai/training): las cinco fuentes y el rastreo del sitio web. */
const aiTraining = {
  heading: 'Datos de entrenamiento',
  lead: 'Lo que la IA sabe de tu negocio además del perfil: tu sitio web, páginas sueltas, textos, preguntas y respuestas, y PDF. Al escribir, cita los fragmentos más relevantes para cada lead.',
  totalTokens: { one: '{{count}} token de datos de entrenamiento', other: '{{count}} tokens de datos de entrenamiento' },
  tokens: { one: '{{count}} token', other: '{{count}} tokens' },
  deleteNamed: 'Eliminar {{name}}',
  searchNamed: 'Buscar en {{list}}',
  noMatch: 'Nada coincide con «{{search}}».',
  gate: {
    message: 'Completa el formulario del perfil del negocio para generar datos de IA.',
    link: 'Abrir el perfil del negocio',
  },
  kinds: { website: 'Página web', link: 'Enlace', text: 'Texto', qa: 'Pregunta y respuesta', pdf: 'PDF' },
  lab: { crawl: 'Rastreo del sitio web' },
  commands: {
    saveProfile: 'Guardar el perfil del negocio',
    crawl: 'Rastrear el sitio web',
    addLink: 'Añadir enlace',
    addText: 'Añadir texto',
    addQa: 'Añadir pregunta y respuesta',
    uploadPdf: 'Subir PDF',
    delete: 'Eliminar datos de entrenamiento…',
    deleteNamed: 'Eliminar {{kind}}: {{name}}',
  },
  reason: {
    onTraining: 'Solo en Entrenamiento de IA',
    onProfile: 'Solo en el perfil del negocio',
    crawling: 'Hay un rastreo en curso',
    noSources: 'Aún no hay datos de entrenamiento',
  },
  profile: {
    heading: 'Sobre tu negocio',
    title: 'Perfil del negocio',
    lead: 'Las herramientas de IA escriben a partir de este perfil: quién eres, qué vendes y a quién ayudas.',
    complete: 'Tu perfil del negocio está completo: las herramientas de IA pueden usarlo.',
    missing: 'Aún vacío: {{fields}}',
    saving: 'Guardando…',
    toTraining: 'Añadir datos de entrenamiento',
    fields: {
      business_name: 'Nombre del negocio',
      website: 'Sitio web',
      what_it_sells: 'Qué vende',
      who_it_helps: 'A quién ayuda',
      what_it_does: 'Qué hace',
      contact_name: 'Nombre de la persona de contacto',
      personality: 'Personalidad',
    },
    hints: {
      website: 'Un dominio o una URL, como acme.com',
      what_it_sells: 'Productos o servicios, en una o dos frases',
      who_it_helps: 'Los clientes a los que sirves',
      what_it_does: 'El resultado que les das',
      personality: 'El tono con el que escribe la IA',
    },
    personalities: { Friendly: 'Cercano', Professional: 'Profesional', Direct: 'Directo', Enthusiastic: 'Entusiasta', Empathetic: 'Empático', Witty: 'Ingenioso', Formal: 'Formal' },
  },
  website: {
    title: 'Rastreo del sitio web',
    lead: 'Lee hasta {{pages}} páginas de tu sitio (solo ese sitio, según permita su robots.txt) y guarda su texto.',
    field: 'Sitio web',
    pages: 'Páginas a rastrear (como máximo {{max}})',
    crawling: { one: 'Rastreando {{website}}: {{count}} página leída hasta ahora…', other: 'Rastreando {{website}}: {{count}} páginas leídas hasta ahora…' },
    done: { one: 'Rastreo terminado: {{count}} página leída.', other: 'Rastreo terminado: {{count}} páginas leídas.' },
    nothing: 'No se leyó ninguna página. {{reason}}',
    arriving: 'Páginas leídas hasta ahora',
    stored: 'Páginas usadas para el entrenamiento',
    none: 'Aún no hay páginas.',
  },
  link: {
    title: 'Enlace único',
    lead: 'Lee una sola página sin seguir sus enlaces.',
    field: 'URL de la página',
    reading: 'Leyendo {{url}}…',
    done: 'Añadido: {{title}}',
  },
  text: {
    title: 'Texto',
    lead: 'Todo lo que la IA debería saber: ofertas, garantías, cómo trabajas.',
    titleField: 'Título',
    content: 'Contenido',
    stored: 'Textos',
    none: 'Aún no hay textos.',
  },
  qa: {
    title: 'Pregunta y respuesta',
    lead: 'Preguntas que hacen los clientes potenciales, respondidas como tú las respondes.',
    question: 'Pregunta',
    answer: 'Respuesta',
    stored: 'Preguntas y respuestas',
    none: 'Aún no hay preguntas.',
  },
  pdf: {
    title: 'PDF',
    lead: 'Folletos, listas de precios, manuales: se lee y se guarda su texto.',
    field: 'Archivo PDF',
    hint: 'Un PDF de {{max}} MB como máximo; se sube en cuanto lo eliges.',
    uploading: 'Leyendo {{name}}…',
    stored: 'PDF',
    none: 'Aún no hay PDF.',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_businessProfile: 'Perfil de la empresa',
  ai: 'IA',
  ai_training: 'Entrenamiento de la IA',
}

const messages: MessageTranslationsOf<{ training: typeof trainingMessages }> = {
  training: {
    profile_saved: 'Perfil de empresa guardado.',
    crawl_started: 'Rastreando el sitio web. Las páginas aparecen a medida que se leen.',
    link_started: 'Leyendo la página.',
    too_many_crawls: 'Espera a que termine el rastreo en curso.',
    link_added: 'Enlace añadido.',
    link_saved: 'Enlace guardado.',
    link_deleted: 'Enlace eliminado.',
    text_added: 'Texto añadido.',
    text_saved: 'Texto guardado.',
    text_deleted: 'Texto eliminado.',
    qa_added: 'Pregunta y respuesta añadidas.',
    qa_saved: 'Pregunta y respuesta guardadas.',
    qa_deleted: 'Pregunta y respuesta eliminadas.',
    file_added: 'Archivo añadido.',
    file_saved: 'Archivo guardado.',
    file_deleted: 'Archivo eliminado.',
  },
}

export const strings = { aiTraining, routes, messages }
