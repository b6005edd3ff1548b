import type { ColumnOrderState, ColumnSizingState, VisibilityState } from '@tanstack/react-table'
import { useCallback, useState } from 'react'

/** Which columns show, in which order and how wide: what a person arranges and expects to find again. */
export type ColumnLayout = { visibility: VisibilityState; order: ColumnOrderState; sizing: ColumnSizingState }

const isRecordOf = (value: unknown, kind: 'boolean' | 'number'): value is Record<string, never> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === kind && (kind !== 'number' || Number.isFinite(v)))

/** The layout stored under `key`, or `fallback` when there is none or it is unreadable (storage is the user's to edit). */
export function readColumnLayout(key: string, fallback: ColumnLayout): ColumnLayout {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return fallback
    const parsed = JSON.parse(raw) as Partial<ColumnLayout>
    return {
      visibility: isRecordOf(parsed.visibility, 'boolean') ? parsed.visibility : fallback.visibility,
      order: Array.isArray(parsed.order) && parsed.order.every((id) => typeof id === 'string') ? parsed.order : fallback.order,
      sizing: isRecordOf(parsed.sizing, 'number') ? parsed.sizing : fallback.sizing,
    }
  } catch {
    return fallback
  }
}

/**
 * A table's column layout, kept in localStorage under `key` (one key per user and table, chosen by the caller):
 * read when the key changes, written when the person changes it (an untouched table follows the defaults). Storage
 * that refuses the write keeps the layout for the page.
 */
export function useColumnLayout(key: string, fallback: () => ColumnLayout) {
  const [shown, setShown] = useState(() => ({ key, layout: readColumnLayout(key, fallback()) }))
  if (shown.key !== key) setShown({ key, layout: readColumnLayout(key, fallback()) })
  const update = useCallback(<K extends keyof ColumnLayout>(part: K, next: ColumnLayout[K] | ((previous: ColumnLayout[K]) => ColumnLayout[K])) => {
    setShown((previous) => {
      const layout = { ...previous.layout, [part]: typeof next === 'function' ? next(previous.layout[part]) : next }
      try {
        localStorage.setItem(previous.key, JSON.stringify(layout))
      } catch {
        // Private mode or a full quota: the layout lasts for this page.
      }
      return { key: previous.key, layout }
    })
  }, [])
  return { layout: shown.layout, update }
}

/** `order` with `id` moved one place towards the start (-1) or the end (+1) of `all` (the columns in their current order). */
export function moveColumn(all: readonly string[], id: string, by: -1 | 1): string[] {
  const order = [...all]
  const from = order.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= order.length) return order
  order.splice(from, 1)
  order.splice(to, 0, id)
  return order
}
