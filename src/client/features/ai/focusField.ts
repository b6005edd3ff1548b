/** Brings a form's first field into view and focuses it: what a "new ..." command does on a page with the form. */
export function focusField(id: string): void {
  const field = document.getElementById(id)
  field?.scrollIntoView({ block: 'center' })
  field?.focus()
}
