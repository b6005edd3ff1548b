/** What the insight endpoints answer (codes `insight.*`). */
export const insightMessages = {
  unknown_report: 'There is no report named {{name}}.',
  range_order: '{{field}} must not be before the start date',
  csv_exported: 'The CSV file was downloaded.',
  range_too_long: '{{field}} must be at most {{max}} days after the start date',
} as const
