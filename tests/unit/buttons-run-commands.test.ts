import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientHandlersReachingApi, clientRoot, handlersReachingApi, type ApiReach } from './support/api-reach'

/**
 * Handlers that still call the server themselves, each with why it stays: a file chosen uploads at once (no action
 * to name), or another part of the console's work (the wallet's payment dialogs, the list page's labels dialog and
 * manual entry), whose commands are written there; and the toast's Undo, which only cancels the pending delete (the
 * walk reaches deleteLists through the timer stored beside it). Keyed by file, attribute and the API function reached.
 */
const allowed = new Set([
  'src/client/features/ai-training/pdf-panel.tsx onChange uploadTrainingFile',
  'src/client/features/lists/list/labels-dialog.tsx onClick createLabel',
  'src/client/features/lists/list/labels-dialog.tsx onKeyDown createLabel',
  'src/client/features/lists/list/manual-entry-dialog.tsx onSubmit influencerImport',
  'src/client/features/lists/pending-list-delete.tsx onClick deleteLists',
  'src/client/features/wallet/auto-top-up-panel.tsx onSubmit updateAutoTopUp',
  'src/client/features/wallet/card-dialog.tsx onSubmit addCard',
  'src/client/features/wallet/stripe-card-form.tsx onSubmit startCardSetup',
])
const key = (reach: ApiReach) => `${reach.file} ${reach.attribute} ${reach.path.at(-1)!.split(' ')[0]}`
const describeReach = (reach: ApiReach) => `${reach.file}:${reach.line} ${reach.attribute} -> ${reach.path.join(' -> ')}`

describe('every button runs a command', () => {
  it('no click, submit or key handler in src/client reaches the API except through a command', () => {
    const offending = clientHandlersReachingApi().filter((reach) => !allowed.has(key(reach)))
    expect(offending.map(describeReach)).toEqual([])
  })

  // The check itself, on pages written both ways: it must see an API call however the handler gets to it.
  const page = (body: string) => `
    import { createLabel, deleteLabel, labelKeys } from '../../../api/labels'
    import { useSubmit } from '../../forms/use-submit'
    import { useRunCommand } from '../../ui/command-shell'
    export function Page() {
      const run = useRunCommand()
      const created = useSubmit({ mutationFn: (name: string) => createLabel({ name, color: '#000' }) })
      const { submit } = useSubmit({ mutationFn: (id: number) => deleteLabel(id) })
      const remove = async (id: number) => { await submit(id) }
      ${body}
    }`
  const file = join(clientRoot, 'src/client/features/labels/zz-example.tsx')
  const calling = new Set([join(clientRoot, 'src/api/labels.ts')])
  const reached = (body: string) => handlersReachingApi(file, page(body), calling).map((reach) => `${reach.attribute}: ${reach.path.join(' -> ')}`)

  it('sees a button that calls the API directly, through a local function or a mutation', () => {
    expect(reached(`return <button onClick={() => void createLabel({ name: 'x', color: '#000' })}>New</button>`)).toEqual(['onClick: createLabel (src/api/labels.ts)'])
    expect(reached(`return <button onClick={() => void remove(3)}>Delete</button>`)).toEqual(['onClick: remove -> submit -> deleteLabel (src/api/labels.ts)'])
    expect(reached(`return <form onSubmit={() => created.submit('x')} />`)).toEqual(['onSubmit: created -> createLabel (src/api/labels.ts)'])
  })

  it('accepts a button that runs a command, and a query key read in a handler', () => {
    expect(reached(`return <button onClick={() => void run('labels.create')}>New</button>`)).toEqual([])
    expect(reached(`return <button onClick={() => console.log(labelKeys.all)}>Show</button>`)).toEqual([])
  })
})
