/** The location picker's lookups (codes `locations.*`). */
export const locationMessages = {
  country_required: 'The country field is required.',
  unknown_country: 'Unknown country.',
  state_required: 'The state field is required.',
  unknown_state: 'Unknown state.',
  city_required: 'The city field is required.',
  unknown_city: 'Unknown city.',
} as const
