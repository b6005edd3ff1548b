/** The AI writing area (codes `ai.*`). `type` is a list type's code. */
export const aiMessages = {
  profile_incomplete: 'Please fill out the business profile form to generate AI data.',
  variable_reserved: 'This variable name is reserved for a lead or business value.',
  variable_taken: 'This variable name is already used by another answer.',
  question_answered: 'This question is already answered; edit that answer instead.',
  not_for_type: 'AI writing is not offered for {{type}} lists.',
  prompt_deleted: 'Prompt deleted.',
  fine_tune_deleted: 'Answer deleted.',
  question_deleted: 'Question deleted.',
  answers_written: { one: '{{count}} answer written.', other: '{{count}} answers written.' },
  writing_started: { one: 'Writing for {{count}} lead.', other: 'Writing for {{count}} leads.' },
  // The account's own AI endpoint failed; the answer's English `message` carries what the provider said.
  provider_auth: 'The AI provider refused the API key.',
  provider_quota: "The AI provider's quota is used up.",
  provider_rate_limit: 'The AI provider is rate limiting requests. Please try again shortly.',
  provider_server: 'The AI provider failed. Please try again.',
  provider_request: 'The AI provider refused the request.',
  provider_network: 'The AI provider could not be reached.',
  provider_refused: "The AI provider's address is not allowed.",
  provider_bad_response: 'The AI provider answered something that cannot be read.',
} as const
