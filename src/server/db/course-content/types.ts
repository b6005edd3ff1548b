/** The onboarding content the seed writes: English here, the other languages by the same keys. */
export type SeedItem = { key: string; title: string; body: string }
export type SeedCourse = { key: string; title: string; description: string; items: SeedItem[] }
export type SeedTopic = { key: string; title: string; description: string; courses: SeedCourse[] }

type Named = { title: string; description: string }
/** One language's version of the content, by the English content's keys; a test checks every key is there. */
export type ContentTranslation = {
  topics: Record<string, Named>
  courses: Record<string, Named>
  items: Record<string, { title: string; body: string }>
}
