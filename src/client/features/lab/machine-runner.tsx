import { useMemo, useState } from 'react'
import { knownEventTypes, type LabMachine } from '../../../../machines/lab-machine'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { styled, theme } from '../../theme'
import { JsonField } from './json-field'
import { PendingActorCard } from './pending-actor-card'
import { parseJson, useLabActor } from './use-lab-actor'

const pretty = (value: unknown) => JSON.stringify(value, null, 2)

/** One catalog machine running in the lab: state, context, allowed events, waiting actors, actions run. */
export function MachineRunner({ entry }: { entry: LabMachine }) {
  const t = useT()
  const { snapshot, harness, send, restart } = useLabActor(entry)
  const [inputText, setInputText] = useState(() => pretty(entry.input))
  const eventTypes = useMemo(() => knownEventTypes(entry.machine), [entry])
  const [payloads, setPayloads] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(entry.eventSamples).map(([type, sample]) => [type, pretty(sample)])),
  )
  const parsedInput = parseJson(inputText)

  const eventOf = (type: string) => {
    const text = payloads[type]
    if (text === undefined) return { type }
    const parsed = parseJson(text)
    return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? { ...parsed.value, type } : null
  }
  const allowed = snapshot
    ? eventTypes.filter((type) => {
        const event = eventOf(type) ?? { type, ...entry.eventSamples[type] }
        return snapshot.can(event)
      })
    : []
  const pending = harness?.pending() ?? []
  const actions = harness?.actions() ?? []
  const stateValue = snapshot ? (typeof snapshot.value === 'string' ? snapshot.value : pretty(snapshot.value)) : ''

  return (
    <Runner>
      <Block aria-labelledby="lab-state">
        <h3 id="lab-state">{t('commands.lab.state')}</h3>
        <StateValue data-testid="lab-state-value">{stateValue}</StateValue>
        <p>{t('commands.lab.status', { status: snapshot?.status ?? '' })}</p>
        <JsonField label={t('commands.lab.input')} value={inputText} onChange={setInputText} rows={3} />
        <div>
          <Button type="button" data-variant="secondary" disabled={!parsedInput.ok} onClick={() => parsedInput.ok && restart(parsedInput.value)}>
            {t('commands.lab.restart')}
          </Button>
        </div>
      </Block>

      <Block aria-labelledby="lab-events">
        <h3 id="lab-events">{t('commands.lab.events')}</h3>
        {allowed.length === 0 ? <p>{t('commands.lab.noEvents')}</p> : null}
        {allowed.map((type) => (
          <EventRow key={type}>
            {payloads[type] !== undefined ? (
              <JsonField label={t('commands.lab.payload', { event: type })} value={payloads[type]} onChange={(text) => setPayloads((p) => ({ ...p, [type]: text }))} />
            ) : null}
            <div>
              <Button type="button" disabled={eventOf(type) === null} onClick={() => {
                const event = eventOf(type)
                if (event) send(event)
              }}>
                {type}
              </Button>
            </div>
          </EventRow>
        ))}
      </Block>

      <Block aria-labelledby="lab-pending">
        <h3 id="lab-pending">{t('commands.lab.pending')}</h3>
        {pending.length === 0 ? <p>{t('commands.lab.noPending')}</p> : null}
        {pending.map((p) => (
          <PendingActorCard key={p.id} pending={p} />
        ))}
      </Block>

      <Block aria-labelledby="lab-context">
        <h3 id="lab-context">{t('commands.lab.context')}</h3>
        <pre tabIndex={0}>{snapshot ? pretty(snapshot.context) : ''}</pre>
      </Block>

      <Block aria-labelledby="lab-actions">
        <h3 id="lab-actions">{t('commands.lab.actions')}</h3>
        {actions.length === 0 ? <p>{t('commands.lab.noActions')}</p> : null}
        <ol>
          {actions.map((action, index) => (
            <li key={index}>
              <code>{action.name}</code> {action.params === null ? null : <code>{JSON.stringify(action.params)}</code>}
            </li>
          ))}
        </ol>
      </Block>
    </Runner>
  )
}

const Runner = styled('div')`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 16px;
`
const Block = styled('section')`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & h3 { margin: 0; font-size: 15px; color: ${theme.color.heading}; }
  & p { margin: 0; font-size: 13px; color: ${theme.color.muted}; }
  & pre { margin: 0; padding: 8px; background: ${theme.color.page}; border-radius: ${theme.radius.sm}; font-size: 12px; overflow: auto; max-height: 360px; }
  & ol { margin: 0; padding-left: 20px; font-size: 13px; }
`
const StateValue = styled('output')`
  font-family: ${theme.font.mono};
  font-size: 18px;
  font-weight: 600;
  color: ${theme.color.primary};
  white-space: pre-wrap;
`
const EventRow = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 6px;
`
