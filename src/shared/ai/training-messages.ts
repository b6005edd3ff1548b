/** Success messages of the AI training endpoints (the toasts of SPEC.md section 8); errors use src/shared/messages. */
export const trainingMessages = {
  profileSaved: 'Business profile saved.',
  crawlStarted: 'Crawling the website. Pages appear as they are read.',
  linkStarted: 'Reading the page.',
  tooManyCrawls: 'Please wait until a running crawl finishes.',
  linkAdded: 'Link added.',
  linkSaved: 'Link saved.',
  linkDeleted: 'Link deleted.',
  textAdded: 'Text added.',
  textSaved: 'Text saved.',
  textDeleted: 'Text deleted.',
  qaAdded: 'Question and answer added.',
  qaSaved: 'Question and answer saved.',
  qaDeleted: 'Question and answer deleted.',
  fileAdded: 'File added.',
  fileSaved: 'File saved.',
  fileDeleted: 'File deleted.',
} as const
