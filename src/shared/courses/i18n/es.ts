/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Cursos',
  settings_course: 'Curso',
}

export const strings = { routes }
