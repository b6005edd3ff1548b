import type { MessageTranslationsOf } from '../../message-format'
import type { coursesMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Cours',
  settings_course: 'Cours',
}

/** The courses page, a course's page and their commands. */
const courses = {
  title: 'Cours',
  lead: 'De courts guides de la console, dans l’ordre où un nouvel utilisateur en a besoin. Marquez un élément comme fait une fois essayé.',
  loadFailed: 'Les cours n’ont pas pu être chargés.',
  loading: 'Chargement des cours…',
  noCourses: 'Pas encore de cours dans ce thème.',
  courseCount: { one: '{{count}} cours', other: '{{count}} cours' },
  progress: { one: '{{done}} sur {{count}} fait', other: '{{done}} sur {{count}} faits' },
  progressLabel: 'Progression de {{title}}',
  course: {
    back: 'Retour aux cours',
    notFound: 'Ce cours n’existe pas.',
    empty: 'Ce cours n’a pas encore d’éléments.',
    itemsLabel: 'Éléments de {{title}}',
    itemOf: 'Élément {{position}} sur {{total}}',
    done: 'Fait',
    notDone: 'Non fait',
    doneOn: 'Vous l’avez marqué comme fait le {{date}}.',
    markDone: 'Marquer comme fait',
    markNotDone: 'Marquer comme non fait',
    previous: 'Précédent : {{title}}',
    next: 'Suivant : {{title}}',
    video: 'Voir la vidéo',
    keys: 'Touches : n élément suivant, p élément précédent, d fait ou non fait, Retour arrière pour revenir aux cours.',
  },
  commands: {
    back: 'Retour aux cours',
    next: 'Élément suivant du cours',
    previous: 'Élément précédent du cours',
    toggleDone: 'Marquer l’élément comme fait ou non fait',
    open: 'Ouvrir un cours…',
    openNamed: 'Ouvrir le cours : {{title}}',
  },
  detail: {
    markDone: 'Marque « {{title}} » comme fait',
    markNotDone: 'Marque « {{title}} » comme non fait',
  },
  reason: {
    onCourse: 'Seulement sur la page d’un cours',
    noItem: 'Aucun élément n’est ouvert',
    lastItem: 'C’est le dernier élément',
    firstItem: 'C’est le premier élément',
    loading: 'Les cours sont encore en chargement',
    noCourses: 'Il n’y a pas encore de cours',
  },
}

const messages: MessageTranslationsOf<{ courses: typeof coursesMessages }> = {
  courses: {
    not_found: 'Ce cours n’existe pas.',
    item_not_found: 'Cet élément de cours n’existe pas.',
    topic_not_found: 'Ce thème n’existe pas.',
    item_done: '« {{title}} » marqué comme fait.',
    item_not_done: '« {{title}} » marqué comme non fait.',
  },
}

export const strings = { routes, courses, messages }
