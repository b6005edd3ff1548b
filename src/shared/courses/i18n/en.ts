/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_courses: 'Courses',
  settings_course: 'Course',
}

/** The courses page, a course's page and their commands. */
const courses = {
  title: 'Courses',
  lead: 'Short guides to the console, in the order a new user needs them. Mark an item as done when you have tried it.',
  loadFailed: 'The courses could not be loaded.',
  loading: 'Loading the courses…',
  noCourses: 'No courses in this topic yet.',
  courseCount: { one: '{{count}} course', other: '{{count}} courses' },
  // `count` is the number of items, so the plural follows it: "1 of 1 done", "3 of 7 done".
  progress: { one: '{{done}} of {{count}} done', other: '{{done}} of {{count}} done' },
  progressLabel: 'Progress of {{title}}',
  course: {
    back: 'Back to courses',
    notFound: 'This course does not exist.',
    empty: 'This course has no items yet.',
    itemsLabel: 'Items of {{title}}',
    itemOf: 'Item {{position}} of {{total}}',
    done: 'Done',
    notDone: 'Not done',
    doneOn: 'You marked this as done on {{date}}.',
    markDone: 'Mark as done',
    markNotDone: 'Mark as not done',
    previous: 'Previous: {{title}}',
    next: 'Next: {{title}}',
    video: 'Watch the video',
    keys: 'Keys: n next item, p previous item, d done or not done, Backspace back to the courses.',
  },
  commands: {
    back: 'Back to courses',
    next: 'Next course item',
    previous: 'Previous course item',
    toggleDone: 'Mark the item as done or not done',
    open: 'Open a course…',
    openNamed: 'Open course: {{title}}',
  },
  detail: {
    markDone: 'Marks “{{title}}” as done',
    markNotDone: 'Marks “{{title}}” as not done',
  },
  reason: {
    onCourse: 'Only on a course page',
    noItem: 'No item is open',
    lastItem: 'This is the last item',
    firstItem: 'This is the first item',
    loading: 'The courses are still loading',
    noCourses: 'There are no courses yet',
  },
}

export const strings = { routes, courses }
