import { useCallback, useEffect, useRef } from 'react'

type Save = () => Promise<void>

/**
 * The save handlers of a panel's items, by id: each item keeps its own form and registers how it saves, so the
 * panel's command (a button in the item, Enter in its fields, the palette) saves that item's form as it stands.
 */
export function useItemRegistry() {
  const handlers = useRef(new Map<number, Save>())
  const register = useCallback((id: number, save: Save) => {
    handlers.current.set(id, save)
    return () => void handlers.current.delete(id)
  }, [])
  const save = useCallback(async (id: number) => handlers.current.get(id)?.(), [])
  return { register, save }
}

/** Registers an item's latest save handler under its id while it is mounted. */
export function useRegisteredSave(register: ((id: number, save: Save) => () => void) | undefined, id: number, save: Save) {
  const latest = useRef(save)
  latest.current = save
  useEffect(() => register?.(id, () => latest.current()), [register, id])
}
