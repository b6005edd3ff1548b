import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { aiAssistantSlot, type AiAssistantSlot } from '../../../../commands/ai'
import { aiKeys, generateFineTunes, writerQuery } from '../../../api/ai'
import { useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { FineTunesPanel, newFineTuneFieldId } from './fine-tunes-panel'
import { focusField } from './focus-field'
import { PreviewPanel, runPreview, type PreviewState } from './preview-panel'
import { ProfileGate } from './profile-gate'
import { newPromptFieldId, PromptsPanel, type PromptSelection } from './prompts-panel'
import { useProfileComplete } from './use-profile-complete'
import { VariablesPanel } from './variables-panel'

/**
 * lead-search/ai-assistant: the writer in use, the prompts of every type per list type (the user's own beside the
 * platform defaults), a preview on a sample lead, the business's answers (fine-tunes) and the variables. Prompts load
 * once the business profile is complete; until then the page says what to do first.
 */
export default function AiAssistantPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const profileComplete = useProfileComplete()
  const writer = useQuery({ ...writerQuery(), enabled: profileComplete === true })
  const [selection, setSelection] = useState<PromptSelection>({ type: 'people', prompt_type: 'first_line' })
  const [preview, setPreview] = useState<PreviewState>({ promptId: '', result: null, working: false })
  const [overwrite, setOverwrite] = useState(false)
  const [generating, setGenerating] = useState(false)
  const latest = useRef({ selection, preview, overwrite })
  latest.current = { selection, preview, overwrite }

  const runPreviewNow = useCallback(async () => {
    const { selection: s, preview: p } = latest.current
    setPreview({ ...p, working: true })
    try {
      const answer = await runPreview(s, p.promptId)
      setPreview({ promptId: p.promptId, result: { text: answer.text, writer: answer.writer }, working: false })
    } catch (error) {
      setPreview({ ...p, working: false })
      throw error
    }
  }, [])
  const generate = useCallback(async () => {
    setGenerating(true)
    try {
      const answer = await generateFineTunes({ overwrite: latest.current.overwrite })
      await queryClient.invalidateQueries({ queryKey: aiKeys.all })
      return answer.data.length
    } finally {
      setGenerating(false)
    }
  }, [queryClient])
  const actions = useMemo<AiAssistantSlot>(
    () => ({ profileComplete, page: 'assistant', newPrompt: () => focusField(newPromptFieldId), newFineTune: () => focusField(newFineTuneFieldId), generateFineTunes: generate, preview: runPreviewNow }),
    [profileComplete, generate, runPreviewNow],
  )
  useProvideSlot(aiAssistantSlot, actions)

  const changeSelection = (next: PromptSelection) => {
    setSelection(next)
    setPreview({ promptId: '', result: null, working: false })
  }
  return (
    <section className={pageStyles.page} aria-labelledby="assistant-title">
      <header className={pageStyles.header}>
        <h2 id="assistant-title">{t('ai.assistant.heading')}</h2>
        {writer.data ? (
          <p className={pageStyles.muted}>
            {t('ai.writer.using', { label: writer.data.label })} <Link href="/settings/integration/crm">{t('ai.writer.settings')}</Link>
          </p>
        ) : null}
      </header>
      {profileComplete === null ? <LoadingState /> : null}
      {profileComplete === false ? <ProfileGate /> : null}
      {profileComplete ? (
        <>
          <PromptsPanel mode="own" selection={selection} onSelectionChange={changeSelection} />
          <PreviewPanel selection={selection} state={preview} onPromptChange={(promptId) => setPreview({ promptId, result: null, working: false })} />
          <VariablesPanel />
        </>
      ) : null}
      <FineTunesPanel overwrite={overwrite} onOverwriteChange={setOverwrite} generating={generating} />
    </section>
  )
}
