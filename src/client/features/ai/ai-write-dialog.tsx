import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AiWriteChoice } from '../../../../commands/ai'
import { isFiltered, type JobScopeChoice } from '../../../../commands/lead-jobs'
import { openListSlot } from '../../../../commands/lists'
import { promptsQuery, writerQuery } from '../../../api/ai'
import { isAiListType, promptTypes, type PromptType } from '../../../shared/ai/prompts'
import type { SavedList } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { CommandButton } from '../../ui/command-button'
import { useCommandContext, useRunCommand } from '../../ui/command-shell'
import { Dialog } from '../../ui/dialog'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { ProfileGate } from './profile-gate'
import { promptExcerpt } from './prompt-excerpt'

/** The AI writer's dialog on a list: what to write, with which prompt, for which leads, and whether to rewrite; Start runs list.ai with them. */
export function AiWriteDialog(props: { open: boolean; list: SavedList; profileComplete: boolean | null; onClose(): void }) {
  const t = useT()
  const ctx = useCommandContext()
  const [promptType, setPromptType] = useState<PromptType>('first_line')
  const [promptId, setPromptId] = useState('')
  const openList = ctx.get(openListSlot)
  const selected = openList?.selection.length ?? 0
  const filtered = isFiltered(openList?.filter)
  const [scope, setScope] = useState<JobScopeChoice | ''>('')
  const [overwrite, setOverwrite] = useState(false)
  const listType = isAiListType(props.list.type) ? props.list.type : null
  const enabled = props.open && props.profileComplete === true && listType !== null
  const prompts = useQuery({ ...promptsQuery({ type: listType ?? undefined, prompt_type: promptType, show_default: true }), enabled })
  const writer = useQuery({ ...writerQuery(), enabled })

  const scopeChoice: JobScopeChoice = scope || (selected ? 'selection' : filtered ? 'filter' : 'all')
  const run = useRunCommand()
  const choice: AiWriteChoice = { prompt_type: promptType, ...(promptId ? { prompt_id: Number(promptId) } : {}), scope: scopeChoice, overwrite }
  const scopes = [
    ...(selected ? [{ value: 'selection', label: t('ai.write.scope.selection', { count: selected }) }] : []),
    ...(filtered ? [{ value: 'filter', label: t('ai.write.scope.filter') }] : []),
    { value: 'all', label: t('ai.write.scope.all', { count: props.list.total }) },
  ]
  return (
    <Dialog open={props.open} title={t('ai.write.title', { name: props.list.name })} onClose={props.onClose}>
      {props.profileComplete === false ? (
        <ProfileGate />
      ) : (
        <Form onSubmit={() => run('list.ai', choice, 'keyboard')} label={t('ai.write.title', { name: props.list.name })}>
          <SelectField
            label={t('ai.write.promptType')}
            name="prompt_type"
            value={promptType}
            options={promptTypes.map((type) => ({ value: type, label: t(`ai.promptTypes.${type}`) }))}
            onValueChange={(value) => (setPromptType(value as PromptType), setPromptId(''))}
          />
          <SelectField
            label={t('ai.write.prompt')}
            name="prompt_id"
            value={promptId}
            options={[
              { value: '', label: t('ai.write.promptInUse') },
              ...(prompts.data ?? []).map((p) => ({ value: String(p.id), label: t(p.is_default ? 'ai.prompts.defaultNamed' : 'ai.prompts.ownNamed', { text: promptExcerpt(p.text) }) })),
            ]}
            onValueChange={setPromptId}
          />
          <SelectField label={t('ai.write.leads')} name="scope" value={scopeChoice} options={scopes} onValueChange={(value) => setScope(value as JobScopeChoice)} />
          <CheckboxField label={t('ai.write.overwrite')} name="overwrite" checked={overwrite} onCheckedChange={setOverwrite} />
          <p className={pageStyles.muted}>{writer.data ? t('ai.writer.using', { label: writer.data.label }) : t('ai.writer.loading')}</p>
          <div className={pageStyles.row}>
            <CommandButton id="list.ai" args={choice} variant="primary">
              {t('ai.write.start')}
            </CommandButton>
          </div>
        </Form>
      )}
    </Dialog>
  )
}
