import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { aiItemSlots, type AiItem, type AiItemsSlot } from '../../../../commands/ai-items'
import { deletionRequest } from '../../../../commands/confirm-request'
import { aiKeys } from '../../../api/ai'
import { useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { useConfirm } from '../../ui/use-confirm'

export type AiItemsPanel = {
  items: readonly AiItem[]
  /** The item registry's save (item-registry.ts): saves an item's form as it stands. */
  save(id: number): Promise<void>
  create(): Promise<void>
  /** The catalogue key of "Delete {name}", the question asked before a removal. */
  deleteNamed: string
  remove(id: number): Promise<unknown>
  copy?(id: number): Promise<unknown>
}

/**
 * Provides a panel's items to the ai.* item commands (commands/ai-items.ts): create, save, remove after asking, and
 * copy where the panel has it; the AI data is refetched after each change.
 */
export function useAiItemsSlot(kind: keyof typeof aiItemSlots, panel: AiItemsPanel) {
  const t = useT()
  const { confirm } = useConfirm()
  const queryClient = useQueryClient()
  const latest = useRef(panel)
  latest.current = panel
  const { items, save } = panel
  const copies = Boolean(panel.copy)
  const slot = useMemo<AiItemsSlot>(
    () => ({
      items,
      save,
      create: () => latest.current.create(),
      async remove(id) {
        const name = items.find((item) => item.id === id)?.name ?? ''
        if (!(await confirm(deletionRequest(t, t(latest.current.deleteNamed, { name }))))) return false
        await latest.current.remove(id)
        await queryClient.invalidateQueries({ queryKey: aiKeys.all })
        return true
      },
      ...(copies
        ? {
            async copy(id: number) {
              await latest.current.copy?.(id)
              await queryClient.invalidateQueries({ queryKey: aiKeys.all })
            },
          }
        : {}),
    }),
    [items, save, copies, confirm, t, queryClient],
  )
  useProvideSlot(aiItemSlots[kind], slot)
}
