import { useState } from 'react'
import type { PendingActor } from '../../../../machines/lab-harness'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { styled, theme } from '../../theme'
import { JsonField } from './json-field'
import { parseJson } from './use-lab-actor'

/** An actor waiting for the tester: its input, an editable output, Resolve and Reject. */
export function PendingActorCard({ pending }: { pending: PendingActor }) {
  const t = useT()
  const [output, setOutput] = useState(() => JSON.stringify(pending.sample, null, 2))
  const [message, setMessage] = useState(() => t('commands.lab.defaultError'))
  const parsed = parseJson(output)
  const messageId = `lab-error-${pending.id}`
  return (
    <Card aria-label={pending.actor}>
      <h4>{pending.actor}</h4>
      <p>{t('commands.lab.actorInput', { actor: pending.actor })}</p>
      <pre tabIndex={0}>{JSON.stringify(pending.input, null, 2)}</pre>
      <JsonField label={t('commands.lab.output', { actor: pending.actor })} value={output} onChange={setOutput} rows={6} />
      <Actions>
        <Button type="button" disabled={!parsed.ok} onClick={() => parsed.ok && pending.resolve(parsed.value)}>
          {t('commands.lab.resolve', { actor: pending.actor })}
        </Button>
        <label htmlFor={messageId}>{t('commands.lab.errorMessage', { actor: pending.actor })}</label>
        <input id={messageId} value={message} onChange={(event) => setMessage(event.target.value)} />
        <Button type="button" data-variant="secondary" onClick={() => pending.reject(message)}>
          {t('commands.lab.reject', { actor: pending.actor })}
        </Button>
      </Actions>
    </Card>
  )
}

const Card = styled('section')`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & h4 { margin: 0; font-family: ${theme.font.mono}; }
  & p { margin: 0; font-size: 13px; }
  & pre { margin: 0; padding: 8px; background: ${theme.color.page}; border-radius: ${theme.radius.sm}; font-size: 12px; overflow: auto; max-height: 160px; }
`
const Actions = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  & label { font-size: 13px; }
  & input { padding: 6px 8px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; font: inherit; }
`
