/** The page's actions a panel implements; the commands of commands/ai-training.ts call them through the page. */
export type PanelAction = 'crawlWebsite' | 'addLink' | 'addText' | 'addQa' | 'choosePdf'
/** Called on each render with the panel's current handler, so a command always runs the latest form state. */
export type BindAction = (name: PanelAction, run: () => void | Promise<void>) => void
