import { useEffect, useRef, useState, type ReactNode } from 'react'
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
 * While the run it started is in flight the button is busy and a second press does nothing.
 * `block` makes it as wide as its container (the sign-in pages' main button).
 */
export function CommandButton(props: { id: string; args?: unknown; children?: ReactNode; variant?: 'primary' | 'secondary' | 'ghost' | 'link'; className?: string; block?: boolean }) {
  const { id, args, children, variant = 'secondary', className, block } = props
  const ctx = useCommandContext()
  const registry = useCommandRegistry()
  const run = useRunCommand()
  const [running, setRunning] = useState(false)
  const runningNow = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const command = registry.get(id)
  const state = command ? availability(command, ctx) : { available: false as const, reason: 'commands.reason.unavailable' }
  const reason = state.available ? undefined : ctx.t(state.reason)
  const shortcut = command?.shortcut

  const press = async () => {
    if (!state.available || runningNow.current) return
    // A command that takes a chosen argument ("Export to CSV…") and was given none asks for it in the palette, as its
    // shortcut does: run without one it would fail validation and the press would seem to do nothing.
    if (args === undefined && command?.args && command.argChoices) return ctx.openPalette({ commandId: id })
    runningNow.current = true
    setRunning(true)
    try {
      await run(id, args, 'button')
    } finally {
      runningNow.current = false
      if (mounted.current) setRunning(false)
    }
  }

  return (
    <Button
      type="button"
      data-variant={variant}
      data-command={id}
      data-block={block ? '' : undefined}
      className={[buttonStyle, className].filter(Boolean).join(' ')}
      aria-disabled={state.available && !running ? undefined : 'true'}
      aria-busy={running ? 'true' : undefined}
      title={reason}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut, isMacPlatform()) : undefined}
      onClick={() => void press()}
    >
      {children ?? (command ? commandTitle(command, ctx.t) : id)}
      {shortcut ? <ShortcutHint shortcut={shortcut} thenLabel={ctx.t('commands.cheatSheet.then')} hidden onButton /> : null}
    </Button>
  )
}
