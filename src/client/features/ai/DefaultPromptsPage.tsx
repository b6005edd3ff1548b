import { useMemo, useState } from 'react'
import type { AiAssistantActions } from '../../../../commands/types'
import { useT } from '../../i18n'
import { useCommandContext, useProvideCommandContext } from '../../ui/CommandShell'
import { pageStyles } from '../../ui/pageStyles'
import { focusField } from './focusField'
import { newPromptFieldId, PromptsPanel, type PromptSelection } from './PromptsPanel'
import { newQuestionFieldId, QuestionsPanel } from './QuestionsPanel'

/** admin/default-prompts (and admin/ai-assistant): the platform's default prompts and questions, for the super admin. */
export default function DefaultPromptsPage() {
  const t = useT()
  const superAdmin = useCommandContext().user?.role === 'super_admin'
  const [selection, setSelection] = useState<PromptSelection>({ type: 'people', prompt_type: 'first_line' })
  const actions = useMemo<AiAssistantActions>(
    () => ({ profileComplete: true, page: 'defaults', newPrompt: () => focusField(newPromptFieldId), newFineTune: () => focusField(newQuestionFieldId), generateFineTunes: async () => undefined, preview: () => undefined }),
    [],
  )
  useProvideCommandContext('ai.defaults', useMemo(() => ({ aiAssistant: actions }), [actions]))
  return (
    <section className={pageStyles.page} aria-labelledby="defaults-title">
      <header className={pageStyles.header}>
        <h2 id="defaults-title">{t('ai.defaults.heading')}</h2>
      </header>
      {superAdmin ? (
        <>
          <PromptsPanel mode="defaults" selection={selection} onSelectionChange={setSelection} />
          <QuestionsPanel />
        </>
      ) : (
        <p role="status">{t('ai.questions.superAdminOnly')}</p>
      )}
    </section>
  )
}
