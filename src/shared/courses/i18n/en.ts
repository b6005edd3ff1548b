/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Courses',
  settings_course: 'Course',
}

export const strings = { routes }
