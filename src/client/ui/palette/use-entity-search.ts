import { useEffect, useState } from 'react'
import type { PaletteEntry } from './palette-rows'

/**
 * Entities a feature finds on the server for the palette (lists, saved searches, leads; users for admins): the
 * feature registers one with usePaletteEntitySource and the palette asks it as the user types.
 */
export type PaletteEntitySource = {
  id: string
  /** The shortest query worth a round trip. */
  minLength: number
  find(query: string, signal: AbortSignal): Promise<readonly PaletteEntry[]>
}

/** Typing pauses this long before the sources are asked: one request per word typed, not one per key. */
export const entitySearchDelay = 150

type Found = { entries: readonly PaletteEntry[]; searching: boolean }
const nothing: Found = { entries: [], searching: false }

/**
 * Asks every source for `query` once typing pauses; an answer replaces the previous one in the render that follows
 * it, and a newer query aborts the older request. The previous answer stays shown while the next is on its way, so
 * the rows do not blink at each key; a failed source contributes nothing.
 */
export function useEntitySearch(sources: readonly PaletteEntitySource[], query: string): Found {
  const [found, setFound] = useState<Found>(nothing)
  const text = query.trim()

  useEffect(() => {
    const asked = sources.filter((source) => text.length >= source.minLength)
    if (asked.length === 0) {
      setFound(nothing)
      return
    }
    setFound((previous) => (previous.searching ? previous : { ...previous, searching: true }))
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void Promise.allSettled(asked.map((source) => source.find(text, controller.signal))).then((answers) => {
        if (controller.signal.aborted) return
        setFound({ entries: answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : [])), searching: false })
      })
    }, entitySearchDelay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [sources, text])

  return found
}
