import { useMemo, useState } from 'react'
import { aiAssistantSlot, type AiAssistantSlot } from '../../../../commands/ai'
import { useT } from '../../i18n'
import { useCommandContext, useProvideSlot } from '../../ui/command-shell'
import { pageStyles } from '../../ui/page-styles'
import { focusField } from './focus-field'
import { newPromptFieldId, PromptsPanel, type PromptSelection } from './prompts-panel'
import { newQuestionFieldId, QuestionsPanel } from './questions-panel'

/** admin/default-prompts (and admin/ai-assistant): the platform's default prompts and questions, for the super admin. */
export default function DefaultPromptsPage() {
  const t = useT()
  const superAdmin = useCommandContext().user?.role === 'super_admin'
  const [selection, setSelection] = useState<PromptSelection>({ type: 'people', prompt_type: 'first_line' })
  const actions = useMemo<AiAssistantSlot>(
    () => ({ profileComplete: true, page: 'defaults', newPrompt: () => focusField(newPromptFieldId), newFineTune: () => focusField(newQuestionFieldId), generateFineTunes: async () => null, preview: () => undefined }),
    [],
  )
  useProvideSlot(aiAssistantSlot, actions)
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
