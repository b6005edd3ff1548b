import { useState } from 'react'
import type { LocalCardFields } from '../../../api/wallet'
import type { ApiFailure } from '../../../shared/api-failure'
import { validate, type FieldMessages } from '../../../shared/validate'
import { localCardBody } from '../../../shared/wallet/schemas'
import { useSubmit } from '../../forms/use-submit'
import { useT, useWordMessage } from '../../i18n'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'
import { walletStyles } from './wallet-styles'

const empty: LocalCardFields = { number: '', exp_month: '', exp_year: '', cvc: '', name: '' }

/**
 * The local test provider's card form: validated with the shared struct before it is sent, then with the
 * provider's answer (expired, declined, incorrect number) under the field it concerns or above the button.
 */
export function LocalCardForm(props: { mode: 'add' | 'reconnect'; canChooseDefault: boolean; onSubmit(fields: LocalCardFields): Promise<ApiFailure | null> }) {
  const t = useT()
  const word = useWordMessage()
  const [fields, setFields] = useState<LocalCardFields>({ ...empty, make_default: false })
  const [errors, setErrors] = useState<FieldMessages>({})
  const [failure, setFailure] = useState<string | null>(null)
  const saving = useSubmit({
    mutationFn: props.onSubmit,
    onSuccess: (result) => {
      if (!result) return
      if (Object.keys(result.fields).length) setErrors(result.fields)
      else setFailure(word(result))
    },
    // The dialog's save has already toasted a failure it could not hand back.
    onError: () => undefined,
  })
  const set = (patch: Partial<LocalCardFields>) => setFields((previous) => ({ ...previous, ...patch }))
  const fieldErrors = (name: string) => errors[name]

  const submit = async () => {
    if (saving.inFlight()) return
    const checked = validate(localCardBody, fields)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    setFailure(null)
    await saving.submit(fields)
  }

  return (
    <Form onSubmit={submit} label={props.mode === 'add' ? t('wallet.cardForm.addTitle') : t('wallet.cardForm.submitReconnect')}>
      <TextField label={t('wallet.cardForm.number')} name="number" value={fields.number} inputMode="numeric" autoComplete="cc-number" errors={fieldErrors('number')} onValueChange={(number) => set({ number })} data-autofocus />
      <div className={pageStyles.row}>
        <TextField label={t('wallet.cardForm.expMonth')} name="exp_month" value={fields.exp_month} inputMode="numeric" autoComplete="cc-exp-month" errors={fieldErrors('exp_month')} onValueChange={(exp_month) => set({ exp_month })} />
        <TextField label={t('wallet.cardForm.expYear')} name="exp_year" value={fields.exp_year} inputMode="numeric" autoComplete="cc-exp-year" errors={fieldErrors('exp_year')} onValueChange={(exp_year) => set({ exp_year })} />
        <TextField label={t('wallet.cardForm.cvc')} name="cvc" value={fields.cvc} inputMode="numeric" autoComplete="cc-csc" errors={fieldErrors('cvc')} onValueChange={(cvc) => set({ cvc })} />
      </div>
      {props.mode === 'add' ? (
        <>
          <TextField label={t('wallet.cardForm.name')} name="name" value={fields.name ?? ''} autoComplete="cc-name" onValueChange={(name) => set({ name })} />
          {props.canChooseDefault ? <CheckboxField label={t('wallet.cardForm.makeDefault')} name="make_default" checked={fields.make_default === true} onCheckedChange={(make_default) => set({ make_default })} /> : null}
        </>
      ) : null}
      {failure ? <p role="alert" className={walletStyles.status} data-tone="danger">{failure}</p> : null}
      <div>
        <Button type="submit" aria-disabled={saving.pending || undefined}>
          {saving.pending ? t('wallet.cardForm.saving') : props.mode === 'add' ? t('wallet.cardForm.submitAdd') : t('wallet.cardForm.submitReconnect')}
        </Button>
      </div>
    </Form>
  )
}
