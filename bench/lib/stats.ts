import { record } from "./report"

/** Percentile by nearest rank over a copy of the samples (milliseconds). */
export function percentile(samples: number[], p: number) {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

export const median = (samples: number[]) => percentile(samples, 50)

export const ms = (n: number) => (n < 1 ? n.toFixed(3) : n < 100 ? n.toFixed(2) : n.toFixed(0))

/** Time `fn` `iterations` times after a warm-up, returning per-call milliseconds. */
export function timeSync(fn: () => unknown, iterations = 2000, warmup = 200) {
  for (let i = 0; i < warmup; i++) fn()
  const out: number[] = []
  for (let i = 0; i < iterations; i++) {
    const t = performance.now()
    fn()
    out.push(performance.now() - t)
  }
  return out
}

export interface Row {
  what: string
  figure: string
  target: string
  ok: boolean | null
  /** The floor or naive way measured in the same run (the empty route, a 304, a fixed grid, single POSTs). */
  counterpart?: string
}

export function printTable(title: string, rows: Row[]) {
  record(title, rows)
  console.log(`\n## ${title}`)
  const w0 = Math.max(...rows.map((r) => r.what.length), 4)
  const w1 = Math.max(...rows.map((r) => r.figure.length), 6)
  for (const r of rows) {
    const mark = r.ok === null ? " " : r.ok ? "✓" : "✗"
    const counterpart = r.counterpart ? `  vs ${r.counterpart}` : ""
    console.log(`${mark} ${r.what.padEnd(w0)}  ${r.figure.padEnd(w1)}  target: ${r.target}${counterpart}`)
  }
}

/** One row at once, for benches whose rows take minutes each: a killed run still shows what it measured. */
export function printRow(r: Row, title = "") {
  record(title, [r])
  const mark = r.ok === null ? " " : r.ok ? "✓" : "✗"
  const counterpart = r.counterpart ? `  vs ${r.counterpart}` : ""
  console.log(`${mark} ${r.what}  ${r.figure}  target: ${r.target}${counterpart}`)
}
