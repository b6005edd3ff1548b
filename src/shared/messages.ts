/**
 * The validation messages (codes `validation.*`): the only wording a user sees for a bad field. `{{field}}` names
 * the field; the API's English says "Field" there (`Field is required`), the client says the field's label from
 * its catalogue (`E-mail is required`). Keys are the codes' second part and never change.
 */
export const validationMessages = {
  required: '{{field}} is required',
  email: '{{field}} must be a valid email',
  url: '{{field}} must be a valid url',
  type: 'Type is not valid',
  passwords_match: 'Passwords must match',
  password_min: 'The password must be at least 6 characters.',
  min_chars: '{{field}} must be at least {{min}} characters',
  min: '{{field}} must be min {{min}}',
  max: '{{field}} must be max {{max}}',
  greater: '{{field}} must be greater than {{more}}',
  integer: '{{field}} must be an integer',
  date: '{{field}} must be a valid date',
  at_least_one_filter: 'Please select at least one filter.',
  linkedin_email_or_name: 'Please Provide LinkedIn URL, Email or Name.',
  slug_chars: 'Letters, numbers and hyphens only.',
  field_name: 'A field name must start with a letter and contain only letters, numbers or underscores.',
  no_special_chars: '{{field}} must not contain special characters.',
  slug_unusable: 'This slug cannot be used.',
  domain_unusable: 'This URL/domain cannot be used.',
  image_formats: 'Accepted image formats: {{formats}}.',
  required_when_no_email: '{{field}} is required when email field is empty.',
  fields_required: 'Fields are required',
  fields_required_numeric: 'Fields are required and must be numeric.',
  access_option: 'Please select at least one access option.',
  same_email: 'Same email, please use a different email address.',
  domain_or_url: '{{field}} must be a valid domain or URL.',
  dropdown_alnum: 'Dropdown options must be alphanumeric.',
  file_size: 'Maximum allowed file size is {{size}}mb',
} as const

/** Refusals any route may answer (codes `error.*`). */
export const errorMessages = {
  unexpected: 'An unexpected error occurred.',
  something_wrong: 'Something went wrong.',
  invalid_data: 'The given data was invalid.',
  invalid_json: 'The request body must be valid JSON.',
  body_too_large: 'The request body is too large.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  not_found: 'Not found.',
  no_results: 'No results found',
  /** The client's own: the request got no answer (offline, the server down). */
  network: 'The server could not be reached. Check your connection and try again.',
} as const
