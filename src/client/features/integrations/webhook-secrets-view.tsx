import type { WebhookSecrets } from '../../../shared/integrations/types'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'

/** The two secrets of a webhook, readable and selectable (the receiver needs both). */
export function WebhookSecretsView(props: { secrets: WebhookSecrets }) {
  const t = useT()
  return (
    <dl>
      <dt>{t('integrations.webhook.secretLabel')}</dt>
      <dd>
        <code className={pageStyles.secret} data-testid="webhook-secret">{props.secrets.secret}</code>
      </dd>
      <dt>{t('integrations.webhook.signingSecret')}</dt>
      <dd>
        <code className={pageStyles.secret} data-testid="webhook-signing-secret">{props.secrets.signing_secret}</code>
      </dd>
    </dl>
  )
}
