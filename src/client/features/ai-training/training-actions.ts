import type { RefObject } from 'react'

/** The page's actions a panel implements; the commands of commands/ai-training.ts call them through the page. */
export type PanelAction = 'crawlWebsite' | 'addLink' | 'addText' | 'addQa' | 'choosePdf'
/** Called on each render with the panel's current handler, so a command always runs the latest form state. */
export type BindAction = (name: PanelAction, run: () => void | Promise<void>) => void

/** After a failed check, focus lands on the first invalid field (a command run from the palette included). */
export function focusFirstInvalid(form: RefObject<HTMLElement | null>) {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

