import { useState } from 'react'
import { object } from 'superstruct'
import { grantCreditsBody } from '../../../shared/admin-users/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Form } from '../../ui/form'
import { TextField } from '../../ui/text-field'

const amountOnly = object({ amount: grantCreditsBody.schema.amount })

/** Asks how many credits to grant: a whole number 1 to 1,000,000; Enter goes on, Escape or Close answers null. */
export function AmountDialog(props: { title: string; onAnswer(amount: number | null): void }) {
  const t = useT()
  const form = useValidatedForm<{ amount: string }, { amount: number }>(amountOnly, { amount: '' }, (v) => ({ amount: v.amount.trim() === '' ? '' : Number(v.amount) }))
  const [open, setOpen] = useState(true)
  const answer = (amount: number | null) => {
    setOpen(false)
    props.onAnswer(amount)
  }
  const submit = () => {
    const body = form.check()
    if (body) answer(body.amount)
  }
  return (
    <Dialog open={open} title={props.title} onClose={() => answer(null)}>
      <Form ref={form.focusRef} onSubmit={submit} label={props.title}>
        <TextField label={t('adminUsers.credits.amount')} inputMode="numeric" autoComplete="off" data-autofocus="" {...form.field('amount')} />
        <div>
          <Button type="submit" data-variant="primary">
            {t('adminUsers.credits.next')}
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}
