import { useId } from 'react'
import type { AnyCommand, Registry } from '../../../commands/registry'
import { commandTitle, groupTitleKey } from '../../../commands/titles'
import type { CommandContext, CommandGroup } from '../../../commands/types'
import { styled, theme } from '../theme'
import { ModalFrame } from './palette/modal-frame'
import { ShortcutHint } from './palette/shortcut-hint'

/** Every shortcut of the registry, grouped; generated from the commands themselves, so it cannot drift. */
export function CheatSheet(props: { open: boolean; onClose(): void; ctx: CommandContext; registry: Registry }) {
  const { open, onClose, ctx, registry } = props
  const titleId = useId()
  const groups = new Map<CommandGroup, AnyCommand[]>()
  for (const command of registry.all()) {
    if (!command.shortcut) continue
    groups.set(command.group, [...(groups.get(command.group) ?? []), command])
  }
  return (
    <ModalFrame open={open} onClose={onClose} labelledBy={titleId}>
      <Header>
        <h2 id={titleId}>{ctx.t('commands.cheatSheet.title')}</h2>
        <CloseButton type="button" onClick={onClose} data-autofocus="">
          {ctx.t('commands.cheatSheet.close')}
        </CloseButton>
      </Header>
      {/* Focusable so the list can be scrolled with the keyboard. */}
      <Body tabIndex={0} role="region" aria-labelledby={titleId}>
        {[...groups].map(([group, commands]) => (
          <table key={group}>
            <caption>{ctx.t(groupTitleKey(group))}</caption>
            <thead>
              <tr>
                <th scope="col">{ctx.t('commands.cheatSheet.command')}</th>
                <th scope="col">{ctx.t('commands.cheatSheet.shortcut')}</th>
              </tr>
            </thead>
            <tbody>
              {commands.map((command) => (
                <tr key={command.id} data-command={command.id}>
                  <td>{commandTitle(command, ctx.t)}</td>
                  <td>
                    <ShortcutHint shortcut={command.shortcut!} thenLabel={ctx.t('commands.cheatSheet.then')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </Body>
    </ModalFrame>
  )
}

const Header = styled('div')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space(4)} ${theme.space(5)};
  border-bottom: 1px solid ${theme.color.border};
  & h2 { margin: 0; font-size: 18px; color: ${theme.color.heading}; }
`
const CloseButton = styled('button')`
  padding: 6px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible { outline: none; box-shadow: ${theme.focusRing}; }
`
const Body = styled('div')`
  overflow-y: auto;
  padding: ${theme.space(2)} ${theme.space(5)} ${theme.space(5)};
  & table { width: 100%; border-collapse: collapse; margin-top: ${theme.space(4)}; }
  & caption { text-align: left; font-weight: 600; padding-bottom: ${theme.space(2)}; color: ${theme.color.heading}; }
  & th { text-align: left; font-size: 12px; font-weight: 600; color: ${theme.color.muted}; padding: 4px 0; }
  & td { padding: 6px 0; border-top: 1px solid ${theme.color.border}; }
  & td:last-child, & th:last-child { text-align: right; }
  &:focus-visible { outline: none; box-shadow: inset 0 0 0 2px ${theme.color.focus}; }
`
