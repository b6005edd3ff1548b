/** Workflow answers (codes `automation.workflow_*`); the autopilot ones live beside them in the same area. */
export const workflowMessages = {
  workflow_not_connected: 'Please connect all nodes before proceeding.',
  workflow_trigger_count: 'A workflow needs exactly one trigger.',
  workflow_cycle: 'A workflow cannot loop back to an earlier step.',
  workflow_node_invalid: 'A step has settings to complete.',
  workflow_invalid: 'The workflow cannot be published yet.',
  workflow_conflict: 'The workflow was changed elsewhere. Reload it to see the latest version.',
  workflow_not_published: 'Publish the workflow before running it.',
  workflow_no_list: 'Choose a list to run the workflow on.',
  workflow_published: 'Workflow published.',
  workflow_run_started: { one: 'The workflow started for {{count}} lead.', other: 'The workflow started for {{count}} leads.' },
  workflow_template_unknown: 'There is no such template.',
  workflow_deleted: 'Workflow deleted.',
  workflow_prompt_missing: 'The chosen prompt no longer exists: choose another one.',
  workflow_webhook_missing: 'The chosen webhook no longer exists: choose another one.',
  workflow_run_resumed: 'The run goes on with its pending leads.',
} as const
