/** Autopilots (codes `autopilots.*`). */
export const autopilotMessages = {
  time_invalid: 'The time must be HH:MM (00:00 to 23:59).',
  timezone_invalid: 'This time zone is not known.',
  not_for_list_type: 'This step does not apply to the selected list.',
  deleted: 'Autopilot deleted.',
  cannot_resume: 'Only a paused autopilot can be resumed.',
  cannot_pause: 'Only an active autopilot can be paused.',
  draft_cannot_run: 'Finish and save the autopilot before running it.',
  out_of_credits_subject: 'Autopilot "{{name}}" paused: out of credits',
  out_of_credits_body: 'Your autopilot "{{name}}" ran out of credits and was paused. Buy credits, then resume it: it continues where it stopped without charging again for what it already did.',
  run_out_of_credits: 'The credits ran out: the autopilot was paused. Resume it to finish this run.',
  run_search_failed: 'The search could not be run.',
  run_step_failed: 'A step of the run failed: {{reason}}',
} as const
