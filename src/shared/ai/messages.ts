/** Messages of the AI writing area that SPEC.md section 5 does not word. */
export const aiMessages = {
  variableReserved: 'This variable name is reserved for a lead or business value.',
  variableTaken: 'This variable name is already used by another answer.',
  questionAnswered: 'This question is already answered; edit that answer instead.',
  notForType: (type: string) => `AI writing is not offered for ${type} lists.`,
  promptCreated: 'Prompt saved.',
  promptDeleted: 'Prompt deleted.',
  fineTuneDeleted: 'Answer deleted.',
  questionDeleted: 'Question deleted.',
} as const
