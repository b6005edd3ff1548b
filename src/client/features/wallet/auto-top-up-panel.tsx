import { useState } from 'react'
import { updateAutoTopUp } from '../../../api/wallet'
import { isApiFailure } from '../../../shared/api-failure'
import type { Message } from '../../../shared/message-format'
import { autoTopUpRules } from '../../../shared/wallet/pricing'
import type { WalletSummary } from '../../../shared/wallet/types'
import { useLocale, useT, useWordMessage } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { Form } from '../../ui/form'
import { notifyFailure, notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { walletStyles } from './wallet-styles'
import { money, storedFailure } from './wallet-text'

/** Auto top-up: on or off (a command), and the threshold it charges at (at most 10). */
export function AutoTopUpPanel({ summary, onSaved }: { summary: WalletSummary; onSaved(): void }) {
  const t = useT()
  const { locale } = useLocale()
  const word = useWordMessage()
  const settings = summary.auto_top_up
  const [threshold, setThreshold] = useState(String(settings.threshold))
  const [errors, setErrors] = useState<readonly Message[] | undefined>()

  const saveThreshold = async () => {
    try {
      await updateAutoTopUp({ enabled: settings.enabled, threshold: Number(threshold) })
      setErrors(undefined)
      notifySuccess(word({ code: settings.enabled ? 'wallet.auto_top_up_on' : 'wallet.auto_top_up_off' }))
      onSaved()
    } catch (failure) {
      notifyFailure(failure)
      // The refusal goes under the threshold: its own field message, or what refused the whole change.
      if (isApiFailure(failure)) setErrors(failure.fields.threshold ?? [failure])
    }
  }

  return (
    <Panel data-wide aria-labelledby="wallet-auto-top-up">
      <h3 id="wallet-auto-top-up">{t('wallet.autoTopUp.title')}</h3>
      <p>{t('wallet.autoTopUp.describe', { credits: settings.credits, amount: money(settings.amount_cents, locale), threshold: settings.threshold })}</p>
      <p className={pageStyles.muted}>{t('wallet.autoTopUp.rule')}</p>
      <p role="status" className={walletStyles.status} data-tone={settings.paused_reason ? 'danger' : settings.enabled ? 'success' : undefined}>
        {settings.paused_reason
          ? t('wallet.autoTopUp.paused', { reason: word(storedFailure(settings.paused_reason)) })
          : settings.enabled
            ? t('wallet.autoTopUp.stateOn')
            : t('wallet.autoTopUp.stateOff')}
      </p>
      <div>
        <CommandButton id="wallet.toggleAutoTopUp" variant="primary" />
      </div>
      <Form onSubmit={saveThreshold} label={t('wallet.autoTopUp.threshold')}>
        <div className={pageStyles.row}>
          <TextField
            label={t('wallet.autoTopUp.threshold')}
            name="threshold"
            type="number"
            min={autoTopUpRules.minThreshold}
            max={autoTopUpRules.maxThreshold}
            value={threshold}
            errors={errors}
            onValueChange={setThreshold}
          />
          <Button type="submit" data-variant="secondary">{t('wallet.autoTopUp.saveThreshold')}</Button>
        </div>
      </Form>
    </Panel>
  )
}
