/** The AI training endpoints (codes `training.*`). */
export const trainingMessages = {
  profile_saved: 'Business profile saved.',
  crawl_started: 'Crawling the website. Pages appear as they are read.',
  link_started: 'Reading the page.',
  too_many_crawls: 'Please wait until a running crawl finishes.',
  link_added: 'Link added.',
  link_saved: 'Link saved.',
  link_deleted: 'Link deleted.',
  text_added: 'Text added.',
  text_saved: 'Text saved.',
  text_deleted: 'Text deleted.',
  qa_added: 'Question and answer added.',
  qa_saved: 'Question and answer saved.',
  qa_deleted: 'Question and answer deleted.',
  file_added: 'File added.',
  file_saved: 'File saved.',
  file_deleted: 'File deleted.',
} as const
