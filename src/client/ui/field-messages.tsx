import { styled, theme } from '../theme'
import { useT } from '../i18n'
import { translateMessage } from '../forms/translate-message'

const List = styled('ul')`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.danger};
  font-size: 13px;
`

/** The messages under a field; its id is what the input's aria-describedby points to. */
export function FieldMessages({ id, messages }: { id: string; messages?: readonly string[] }) {
  const t = useT()
  if (!messages?.length) return null
  return (
    <List id={id}>
      {messages.map((m) => (
        <li key={m}>{translateMessage(m, t)}</li>
      ))}
    </List>
  )
}
