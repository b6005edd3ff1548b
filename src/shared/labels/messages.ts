/** Custom labels (codes `labels.*`). */
export const labelMessages = {
  name_taken: 'The name has already been taken.',
  created: 'Label created.',
  saved: 'Label saved.',
  deleted: 'Label deleted.',
  assigned: 'Labels assigned.',
  removed: 'Labels removed.',
} as const
