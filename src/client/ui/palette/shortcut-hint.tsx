import { isMacPlatform, shortcutKeys, type KeyName } from '../../../../commands/shortcut-format'
import { useT } from '../../i18n'
import { styled, theme } from '../../theme'

const Keys = styled('span')`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  white-space: nowrap;
  font-size: 12px;
  &:not([data-on-button]) { color: ${theme.color.muted}; }
  & kbd {
    min-width: 20px;
    padding: 1px 6px;
    border: 1px solid ${theme.color.border};
    border-bottom-width: 2px;
    border-radius: 4px;
    background: ${theme.color.page};
    font-family: ${theme.font.mono};
    font-size: 12px;
    text-align: center;
    color: ${theme.color.text};
  }
`

/**
 * The keys of a shortcut as the command declares it, the word keys in the user's language ("Mayús", "Strg");
 * sequences read "G then L". On a button (`onButton`) the words
 * inherit the button's text colour, whatever its variant: muted grey has no contrast on a primary button. The keys keep
 * their light caps, readable on any background.
 */
export function ShortcutHint(props: { shortcut: string; thenLabel: string; hidden?: boolean; onButton?: boolean }) {
  const t = useT()
  const presses = shortcutKeys(props.shortcut, isMacPlatform(), (name: KeyName) => t(`commands.keys.${name}`))
  return (
    <Keys aria-hidden={props.hidden ? 'true' : undefined} data-shortcut={props.shortcut} data-on-button={props.onButton ? '' : undefined}>
      {presses.map((keys, index) => (
        <span key={index}>
          {index > 0 ? <span>{` ${props.thenLabel} `}</span> : null}
          {keys.map((key, k) => (
            <kbd key={k}>{key}</kbd>
          ))}
        </span>
      ))}
    </Keys>
  )
}
