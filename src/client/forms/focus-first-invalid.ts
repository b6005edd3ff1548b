/**
 * After a refused submit, focus goes to the first field marked invalid inside `container` (a <Form>, a dialog's
 * body, a row), so a keyboard user lands on the problem whatever ran the submit: Enter, a button, the palette.
 * It waits a frame: the messages render with the state that marks the fields.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  if (!container) return
  requestAnimationFrame(() => container.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
