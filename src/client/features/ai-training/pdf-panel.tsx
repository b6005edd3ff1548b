import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { trainingKeys, uploadTrainingFile } from '../../../api/ai-training'
import { TRAINING_FILE_MAX_BYTES, TRAINING_FILE_MAX_MB, type TrainingFile } from '../../../shared/ai/training'
import { isApiFailure } from '../../../shared/api-failure'
import type { Message } from '../../../shared/message-format'
import { useSubmit } from '../../forms/use-submit'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { FieldMessages } from '../../ui/field-messages'
import { fieldControl, fieldHint, fieldLabel, fieldWrap } from '../../ui/field-styles'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SourceList } from './source-list'
import type { BindAction } from './training-actions'
import type { Paging } from './use-source-page'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** PDF: uploaded as soon as it is chosen; the server checks type (by its bytes) and size and reads its text. */
export function PdfPanel(props: { bind: BindAction; files: readonly TrainingFile[]; paging: Paging }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<readonly Message[]>([])
  const uploading = useSubmit({
    mutationFn: (file: File) => uploadTrainingFile(file),
    onSuccess: async () => {
      notifyMessage({ code: 'training.file_added' })
      await queryClient.invalidateQueries({ queryKey: trainingKeys.all })
    },
    onError: (error) => {
      notifyFailure(error)
      setErrors(isApiFailure(error) ? (error.fields.file ?? []) : [])
      input.current?.focus()
    },
  })

  props.bind('choosePdf', () => input.current?.click())

  const upload = async (file: File | undefined) => {
    if (!file) return
    // The same limit the server applies, said before minutes of uploading.
    if (file.size > TRAINING_FILE_MAX_BYTES) return setErrors([{ code: 'validation.file_size', params: { size: TRAINING_FILE_MAX_MB, field: 'file' } }])
    setErrors([])
    await uploading.submit(file)
    if (input.current) input.current.value = ''
  }

  return (
    <Panel aria-labelledby="training-pdf-title">
      <h2 id="training-pdf-title">{t('aiTraining.pdf.title')}</h2>
      <p>{t('aiTraining.pdf.lead', { max: TRAINING_FILE_MAX_MB })}</p>
      <div className={fieldWrap}>
        <label className={fieldLabel} htmlFor={id}>
          {t('aiTraining.pdf.field')}
        </label>
        <span id={`${id}-hint`} className={fieldHint}>
          {t('aiTraining.pdf.hint', { max: TRAINING_FILE_MAX_MB })}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          className={fieldControl}
          aria-invalid={errors.length > 0}
          aria-describedby={[`${id}-hint`, errors.length ? `${id}-errors` : null].filter(Boolean).join(' ')}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <FieldMessages id={`${id}-errors`} messages={errors} />
      </div>
      <div>
        <CommandButton id="ai.training.uploadPdf" variant="primary" />
      </div>
      {uploading.variables ? (
        <p className={pageStyles.notice} data-tone="info" role="status">
          {t('aiTraining.pdf.uploading', { name: uploading.variables.name })}
        </p>
      ) : null}
      <SourceList label={t('aiTraining.pdf.stored')} items={props.files.map((f) => ({ kind: 'pdf', id: f.id, title: f.title, detail: `${f.file_name} · ${megabytes(f.file_size)}`, tokens: f.tokens }))} paging={props.paging} empty={t('aiTraining.pdf.none')} />
    </Panel>
  )
}
