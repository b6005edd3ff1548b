import type { KeyboardEvent } from 'react'

/**
 * Enter in a one-line field runs the form's command. A form whose button is a CommandButton (type="button") and
 * that has two or more text fields gets no implicit submission from the browser, so the panels ask for it here.
 */
export function enterRuns(run: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || target.tagName !== 'INPUT') return
    if ((target as HTMLInputElement).type === 'file') return
    event.preventDefault()
    run()
  }
}
