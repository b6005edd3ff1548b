import { aiFieldKey, promptTypes } from '../../../shared/ai/prompts'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { aiStyles } from './ai-styles'

/** The texts the AI writer stored on a result (`ai_first_line`, `ai_subject` ...), under their own heading. */
export function AiTextsPanel(props: { result: Record<string, unknown> }) {
  const t = useT()
  const texts = promptTypes
    .map((type) => ({ type, text: props.result[aiFieldKey(type)] }))
    .filter((x): x is { type: (typeof promptTypes)[number]; text: string } => typeof x.text === 'string' && x.text.trim() !== '')
  if (!texts.length) return null
  return (
    <Panel aria-labelledby="result-ai-texts">
      <h3 id="result-ai-texts">{t('ai.result.title')}</h3>
      <dl className={pageStyles.facts}>
        {texts.map(({ type, text }) => (
          <div key={type} style={{ display: 'contents' }}>
            <dt>{t(`ai.promptTypes.${type}`)}</dt>
            <dd className={aiStyles.text}>{text}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  )
}

/** Keys the results details page leaves to this panel. */
export const isAiTextKey = (key: string) => key.startsWith('ai_')
