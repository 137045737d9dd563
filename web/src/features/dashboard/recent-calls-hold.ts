/**
 * Recent Calls holds its rows while the operator reads: calls that arrive are counted behind an
 * "N new" bar (as Contacts does) instead of pushing the rows down under the cursor. Rows already
 * shown still update (a call that ends changes its badge in place). Pure, unit-tested.
 */
export interface HeldList<T extends { id: number }> {
  /** The rows to draw: the held ones, each in its latest state when the server still lists it. */
  rows: T[]
  /** Calls newer than the held top, not drawn yet. */
  newCount: number
}

export function heldList<T extends { id: number }>(held: readonly T[] | null, latest: readonly T[]): HeldList<T> {
  // Nothing shown yet (or nothing to move): the list is drawn as it is.
  if (!held || held.length === 0) return { rows: [...latest], newCount: 0 }
  const top = Math.max(...held.map((c) => c.id))
  const byId = new Map(latest.map((c) => [c.id, c]))
  return {
    rows: held.map((c) => byId.get(c.id) ?? c),
    newCount: latest.filter((c) => c.id > top).length,
  }
}
