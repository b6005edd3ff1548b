/** The onboarding courses (codes `courses.*`). */
export const coursesMessages = {
  not_found: 'This course does not exist.',
  item_not_found: 'This course item does not exist.',
  topic_not_found: 'This topic does not exist.',
  item_done: '“{{title}}” marked as done.',
  item_not_done: '“{{title}}” marked as not done.',
} as const
