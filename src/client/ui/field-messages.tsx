import type { Message } from '../../shared/message-format'
import { styled, theme } from '../theme'
import { useWordMessage } from '../i18n'

const List = styled('ul')`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.danger};
  font-size: 13px;
`

/** The messages under a field, worded by their codes; its id is what the input's aria-describedby points to. */
export function FieldMessages({ id, messages }: { id: string; messages?: readonly Message[] }) {
  const word = useWordMessage()
  if (!messages?.length) return null
  return (
    <List id={id}>
      {messages.map((m) => (
        <li key={`${m.code}:${JSON.stringify(m.params ?? {})}`}>{word(m)}</li>
      ))}
    </List>
  )
}
