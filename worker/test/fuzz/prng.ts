/** mulberry32: a tiny seeded PRNG, so a failing fuzz case replays exactly from its seed. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick }
}
export type Rng = ReturnType<typeof prng>

/** A stable 32-bit seed per test name (FNV-1a), mixed with the suite's base seed. */
export function seedFor(name: string, base: number) {
  let h = 0x811c9dc5 ^ base
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 0
}
