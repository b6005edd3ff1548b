import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { AuditHistory } from './audit-history'

/** admin/ai-assistant/history: every change to the platform's default prompts, with the text before and after. */
export default function PromptHistoryPage() {
  const t = useT()
  return (
    <section className={pageStyles.page} aria-labelledby="prompt-history-title">
      <header className={pageStyles.header}>
        <h2 id="prompt-history-title">{t('routes.admin_aiAssistantHistory')}</h2>
      </header>
      <AuditHistory entities={['prompt']} />
    </section>
  )
}
