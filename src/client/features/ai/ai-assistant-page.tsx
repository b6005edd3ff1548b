import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { aiAssistantSlot, type AiAssistantSlot } from '../../../../commands/ai'
import { aiKeys, generateFineTunes, writerQuery } from '../../../api/ai'
import { useSubmit } from '../../forms/use-submit'
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
  const [preview, setPreview] = useState<PreviewState>({ promptId: '', result: null })
  const [overwrite, setOverwrite] = useState(false)
  const latest = useRef({ selection, preview, overwrite })
  latest.current = { selection, preview, overwrite }

  // No onError on either: the commands that run them (ai.prompt.preview, ai.fineTune.generate) word the failure.
  const previewing = useSubmit({
    mutationFn: ({ selection: s, promptId }: { selection: PromptSelection; promptId: string }) => runPreview(s, promptId),
    onSuccess: (answer, { promptId }) => setPreview({ promptId, result: { text: answer.text, writer: answer.writer } }),
  })
  const generating = useSubmit({
    mutationFn: async (overwriteAnswers: boolean) => {
      const answer = await generateFineTunes({ overwrite: overwriteAnswers })
      await queryClient.invalidateQueries({ queryKey: aiKeys.all })
      return answer.data.length
    },
  })
  const { submit: submitPreview } = previewing
  const { submit: submitGenerate } = generating
  const runPreviewNow = useCallback(async () => {
    const { selection: s, preview: p } = latest.current
    await submitPreview({ selection: s, promptId: p.promptId })
  }, [submitPreview])
  const generate = useCallback(async () => (await submitGenerate(latest.current.overwrite)) ?? null, [submitGenerate])
  const actions = useMemo<AiAssistantSlot>(
    () => ({ profileComplete, page: 'assistant', newPrompt: () => focusField(newPromptFieldId), newFineTune: () => focusField(newFineTuneFieldId), generateFineTunes: generate, preview: runPreviewNow }),
    [profileComplete, generate, runPreviewNow],
  )
  useProvideSlot(aiAssistantSlot, actions)

  const changeSelection = (next: PromptSelection) => {
    setSelection(next)
    setPreview({ promptId: '', result: null })
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
          <PreviewPanel selection={selection} state={preview} working={previewing.pending} onPromptChange={(promptId) => setPreview({ promptId, result: null })} />
          <VariablesPanel />
        </>
      ) : null}
      <FineTunesPanel overwrite={overwrite} onOverwriteChange={setOverwrite} generating={generating.pending} />
    </section>
  )
}
