/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Kurse',
  settings_course: 'Kurs',
}

export const strings = { routes }
