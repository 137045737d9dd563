/**
 * The one seeded randomness of the project: the same seed draws the same calls and businesses on
 * every run and every machine. The sandboxes, the seed data (worker/seed), the fake Places server,
 * the fuzz and week simulations and the bench all draw from mulberry32 here, so a seed means the same
 * sequence everywhere (a fuzz failure replays from its seed).
 */

/** mulberry32: a tiny 32-bit generator of numbers in [0, 1). */
export function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a, then a mixing step: a stable 32-bit seed from text. */
export function hash32(text: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  return (h ^ (h >>> 13)) >>> 0
}
