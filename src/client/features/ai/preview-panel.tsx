import { useQuery } from '@tanstack/react-query'
import { previewText, promptsQuery } from '../../../api/ai'
import type { WriterInfo } from '../../../shared/ai/prompts'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { aiStyles } from './ai-styles'
import { promptExcerpt } from './prompt-excerpt'
import type { PromptSelection } from './prompts-panel'

export type PreviewState = { promptId: string; result: { text: string; writer: WriterInfo } | null }

/** Runs the preview the panel is set to: the chosen prompt (or the one in use) on a sample lead of the list type. */
export async function runPreview(selection: PromptSelection, promptId: string) {
  return previewText({ ...selection, ...(promptId ? { prompt_id: Number(promptId) } : {}) })
}

/** Tries a prompt on a sample lead of the list type and shows the text the writer returns (nothing is stored). */
export function PreviewPanel(props: { selection: PromptSelection; state: PreviewState; working: boolean; onPromptChange(id: string): void }) {
  const t = useT()
  const prompts = useQuery(promptsQuery({ ...props.selection, show_default: true }))
  const { result } = props.state
  return (
    <Panel aria-labelledby="preview-title" data-wide>
      <h3 id="preview-title">{t('ai.preview.title')}</h3>
      <p>{t('ai.preview.lead', { type: t(`leads.types.${props.selection.type}`), prompt: t(`ai.promptTypes.${props.selection.prompt_type}`) })}</p>
      <SelectField
        label={t('ai.write.prompt')}
        name="preview_prompt"
        value={props.state.promptId}
        options={[
          { value: '', label: t('ai.write.promptInUse') },
          ...(prompts.data ?? []).map((p) => ({ value: String(p.id), label: t(p.is_default ? 'ai.prompts.defaultNamed' : 'ai.prompts.ownNamed', { text: promptExcerpt(p.text) }) })),
        ]}
        onValueChange={props.onPromptChange}
      />
      <div className={pageStyles.row}>
        <CommandButton id="ai.prompt.preview">{props.working ? t('ai.preview.working') : undefined}</CommandButton>
      </div>
      <div role="status" aria-live="polite">
        {result ? (
          <>
            <p className={aiStyles.text}>{result.text}</p>
            <p className={pageStyles.muted}>{t('ai.writer.wroteWith', { label: result.writer.label })}</p>
          </>
        ) : null}
      </div>
    </Panel>
  )
}
