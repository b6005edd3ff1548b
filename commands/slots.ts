/**
 * A typed part of the command context that one feature owns: the page (or an always-mounted piece) provides it
 * while it is on screen, the feature's commands read it with `ctx.get(slot)`. The base context knows no feature;
 * a slot's type lives beside the commands that read it, so no file imports every feature.
 */
export type Slot<T> = { readonly name: string; readonly __type?: T }

const names = new Set<string>()

/** Declares a slot once; a second slot of the same name throws (two features would overwrite each other's state). */
export function defineSlot<T>(name: string): Slot<T> {
  if (names.has(name)) throw new Error(`Command context slot "${name}" is already defined`)
  names.add(name)
  return { name }
}

/** The values the pages on screen provide, by slot name: what `ctx.get` reads. */
export type SlotValues = ReadonlyMap<string, unknown>

/** `ctx.get` over a map of provided values. */
export function slotReader(values: SlotValues): <T>(slot: Slot<T>) => T | undefined {
  return <T>(slot: Slot<T>) => values.get(slot.name) as T | undefined
}
