import { mulberry32 } from "../../src/lib/seeded-random"

/** A seeded random source (mulberry32), so a failing fuzz case replays exactly from its seed. */
export function prng(seed: number) {
  const next = mulberry32(seed)
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
