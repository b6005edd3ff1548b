/**
 * Brings a form's first field into view and focuses it: what a "new ..." command does on a page with the form. On the
 * next task, because a command run from the palette runs before the palette closes and gives the focus back to where
 * it was; focusing now would be undone.
 */
export function focusField(id: string): void {
  window.setTimeout(() => {
    const field = document.getElementById(id)
    field?.scrollIntoView({ block: 'center' })
    field?.focus()
  }, 0)
}
