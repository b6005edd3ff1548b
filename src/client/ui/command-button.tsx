import type { ReactNode } from 'react'
import { availability } from '../../../commands/registry'
import { ariaKeyShortcuts, isMacPlatform } from '../../../commands/shortcut-format'
import { commandTitle } from '../../../commands/titles'
import { css } from '../theme'
import { Button } from './button'
import { useCommandContext, useCommandRegistry, useRunCommand } from './command-shell'
import { ShortcutHint } from './palette/shortcut-hint'

const buttonStyle = css`
  &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`

/**
 * A button for a registered command: its translated title (or children) and shortcut, disabled with the reason
 * as its title when unavailable. It stays focusable when disabled (aria-disabled) so the reason can be read.
 */
export function CommandButton(props: { id: string; args?: unknown; children?: ReactNode; variant?: 'primary' | 'secondary' | 'ghost' | 'link'; className?: string }) {
  const { id, args, children, variant = 'secondary', className } = props
  const ctx = useCommandContext()
  const registry = useCommandRegistry()
  const run = useRunCommand()
  const command = registry.get(id)
  const state = command ? availability(command, ctx) : { available: false as const, reason: 'commands.reason.unavailable' }
  const reason = state.available ? undefined : ctx.t(state.reason)
  const shortcut = command?.shortcut

  return (
    <Button
      type="button"
      data-variant={variant}
      data-command={id}
      className={[buttonStyle, className].filter(Boolean).join(' ')}
      aria-disabled={state.available ? undefined : 'true'}
      title={reason}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut, isMacPlatform()) : undefined}
      onClick={() => {
        if (state.available) void run(id, args, 'button')
      }}
    >
      {children ?? (command ? commandTitle(command, ctx.t) : id)}
      {shortcut ? <ShortcutHint shortcut={shortcut} thenLabel={ctx.t('commands.cheatSheet.then')} hidden onButton /> : null}
    </Button>
  )
}
