import type { MessageTranslationsOf } from '../../message-format'
import type { coursesMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Cursos',
  settings_course: 'Curso',
}

/** The courses page, a course's page and their commands. */
const courses = {
  title: 'Cursos',
  lead: 'Guías breves de la consola, en el orden en que las necesita un usuario nuevo. Marca un elemento como hecho cuando lo hayas probado.',
  loadFailed: 'No se pudieron cargar los cursos.',
  loading: 'Cargando los cursos…',
  noCourses: 'Todavía no hay cursos en este tema.',
  courseCount: { one: '{{count}} curso', other: '{{count}} cursos' },
  progress: { one: '{{done}} de {{count}} hecho', other: '{{done}} de {{count}} hechos' },
  progressLabel: 'Progreso de {{title}}',
  course: {
    back: 'Volver a los cursos',
    notFound: 'Este curso no existe.',
    empty: 'Este curso todavía no tiene elementos.',
    itemsLabel: 'Elementos de {{title}}',
    itemOf: 'Elemento {{position}} de {{total}}',
    done: 'Hecho',
    notDone: 'No hecho',
    doneOn: 'Lo marcaste como hecho el {{date}}.',
    markDone: 'Marcar como hecho',
    markNotDone: 'Marcar como no hecho',
    previous: 'Anterior: {{title}}',
    next: 'Siguiente: {{title}}',
    video: 'Ver el vídeo',
    keys: 'Teclas: n elemento siguiente, p elemento anterior, d hecho o no hecho, Backspace volver a los cursos.',
  },
  commands: {
    back: 'Volver a los cursos',
    next: 'Siguiente elemento del curso',
    previous: 'Elemento anterior del curso',
    toggleDone: 'Marcar el elemento como hecho o no hecho',
    open: 'Abrir un curso…',
    openNamed: 'Abrir el curso: {{title}}',
  },
  detail: {
    markDone: 'Marca «{{title}}» como hecho',
    markNotDone: 'Marca «{{title}}» como no hecho',
  },
  reason: {
    onCourse: 'Solo en la página de un curso',
    noItem: 'No hay ningún elemento abierto',
    lastItem: 'Este es el último elemento',
    firstItem: 'Este es el primer elemento',
    loading: 'Los cursos todavía se están cargando',
    noCourses: 'Todavía no hay cursos',
  },
}

const messages: MessageTranslationsOf<{ courses: typeof coursesMessages }> = {
  courses: {
    not_found: 'Este curso no existe.',
    item_not_found: 'Este elemento del curso no existe.',
    topic_not_found: 'Este tema no existe.',
    item_done: '«{{title}}» marcado como hecho.',
    item_not_done: '«{{title}}» marcado como no hecho.',
  },
}

export const strings = { routes, courses, messages }
