import type { MessageTranslationsOf } from '../../message-format'
import type { coursesMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Kurse',
  settings_course: 'Kurs',
}

/** The courses page, a course's page and their commands. */
const courses = {
  title: 'Kurse',
  lead: 'Kurze Anleitungen zur Konsole, in der Reihenfolge, in der neue Nutzer sie brauchen. Markieren Sie einen Eintrag als erledigt, sobald Sie ihn ausprobiert haben.',
  loadFailed: 'Die Kurse konnten nicht geladen werden.',
  loading: 'Kurse werden geladen…',
  noCourses: 'Zu diesem Thema gibt es noch keine Kurse.',
  courseCount: { one: '{{count}} Kurs', other: '{{count}} Kurse' },
  progress: { one: '{{done}} von {{count}} erledigt', other: '{{done}} von {{count}} erledigt' },
  progressLabel: 'Fortschritt von {{title}}',
  course: {
    back: 'Zurück zu den Kursen',
    notFound: 'Diesen Kurs gibt es nicht.',
    empty: 'Dieser Kurs hat noch keine Einträge.',
    itemsLabel: 'Einträge von {{title}}',
    itemOf: 'Eintrag {{position}} von {{total}}',
    done: 'Erledigt',
    notDone: 'Nicht erledigt',
    doneOn: 'Sie haben dies am {{date}} als erledigt markiert.',
    markDone: 'Als erledigt markieren',
    markNotDone: 'Als nicht erledigt markieren',
    previous: 'Zurück: {{title}}',
    next: 'Weiter: {{title}}',
    video: 'Video ansehen',
    keys: 'Tasten: n nächster Eintrag, p voriger Eintrag, d erledigt oder nicht erledigt, Backspace zurück zu den Kursen.',
  },
  commands: {
    back: 'Zurück zu den Kursen',
    next: 'Nächster Kurseintrag',
    previous: 'Voriger Kurseintrag',
    toggleDone: 'Eintrag als erledigt oder nicht erledigt markieren',
    open: 'Kurs öffnen…',
    openNamed: 'Kurs öffnen: {{title}}',
  },
  detail: {
    markDone: 'Markiert „{{title}}“ als erledigt',
    markNotDone: 'Markiert „{{title}}“ als nicht erledigt',
  },
  reason: {
    onCourse: 'Nur auf einer Kursseite',
    noItem: 'Kein Eintrag ist geöffnet',
    lastItem: 'Das ist der letzte Eintrag',
    firstItem: 'Das ist der erste Eintrag',
    loading: 'Die Kurse werden noch geladen',
    noCourses: 'Es gibt noch keine Kurse',
  },
}

const messages: MessageTranslationsOf<{ courses: typeof coursesMessages }> = {
  courses: {
    not_found: 'Diesen Kurs gibt es nicht.',
    item_not_found: 'Diesen Kurseintrag gibt es nicht.',
    topic_not_found: 'Dieses Thema gibt es nicht.',
    item_done: '„{{title}}“ als erledigt markiert.',
    item_not_done: '„{{title}}“ als nicht erledigt markiert.',
  },
}

export const strings = { routes, courses, messages }
