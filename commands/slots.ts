/**
 * A typed part of the command context that one feature owns: the page (or an always-mounted piece) provides it
 * while it is on screen, the feature's commands read it with `ctx.get(slot)`. The base context knows no feature;
 * a slot's type lives beside the commands that read it, so no file imports every feature.
 */
export type Slot<T> = { readonly name: string; readonly __type?: T; readonly opens: readonly SlotScope[] }

/** The command scopes a slot stands for on screen: an open list (or lists to act on), a table's selection, a report, a user (admin), a reseller's subscription. */
export type SlotScope = 'list' | 'selection' | 'report' | 'user' | 'subscription'

const slots = new Map<string, Slot<unknown>>()

/**
 * Declares a slot once; a second slot of the same name throws (two features would overwrite each other's state).
 * `opens`: the scopes its commands apply in while it is provided, so a shortcut of a `list` command means something
 * wherever a slot that opens `list` is on screen, and nothing elsewhere.
 */
export function defineSlot<T>(name: string, opens: readonly SlotScope[] = []): Slot<T> {
  if (slots.has(name)) throw new Error(`Command context slot "${name}" is already defined`)
  const slot: Slot<T> = { name, opens }
  slots.set(name, slot)
  return slot
}

/** Every declared slot that opens `scope`. */
export function slotsOpening(scope: SlotScope): Slot<unknown>[] {
  return [...slots.values()].filter((slot) => slot.opens.includes(scope))
}

/** The values the pages on screen provide, by slot name: what `ctx.get` reads. */
export type SlotValues = ReadonlyMap<string, unknown>

/** `ctx.get` over a map of provided values. */
export function slotReader(values: SlotValues): <T>(slot: Slot<T>) => T | undefined {
  return <T>(slot: Slot<T>) => values.get(slot.name) as T | undefined
}
