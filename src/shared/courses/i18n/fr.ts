/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Cours',
  settings_course: 'Cours',
}

export const strings = { routes }
