/**
 * No benchmark figure is copied into the docs by hand. docs/benchmarks.md is generated from
 * bench/last-report.md (scripts/bench-docs.mjs), and every other doc (README.md, docs/*.md) may quote a
 * benchmark figure only if the report holds it.
 *
 * What counts, precisely:
 * - a **figure** is a number with a unit of time, size or ratio: `41 ms`, `2.6 s`, `10.14x`, `1.4 MB`,
 *   `136.9 KB` (thousands separators allowed, a space before the unit optional; `x` must follow the
 *   number directly). Bare counts ("5 calls") are not figures: they are usually facts of the design.
 * - a sentence **talks about benchmarks** when it says "bench" (bench, benchmark, benchmarked,
 *   `npm run bench`, `bench/`), names the report (`last-report`) or a statistic (p50, p99, median,
 *   req/s). Code blocks and inline code are left out (an example, not a quote); a table row or a list
 *   item is a sentence of its own.
 * - the report **holds** a figure when the same number (compared as a number: 6.10 ms = 6.1 ms) with the
 *   same unit appears anywhere in bench/last-report.md.
 */
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { DOC_PATH, renderBenchmarksDoc, REPORT_PATH } from "./bench-docs.mjs"

const root = new URL("../", import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), "utf8")

const FIGURE = /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(ms|s|MB|KB|kB|GB|min)\b|(x)(?![\w]))/g
const ABOUT_BENCH = /\bbench(?:es|mark|marks|marked)?\b|last-report|\bp(?:50|99)\b|\bmedians?\b|req\/s/i

/** The figures in a text, as "number unit" with the number normalised (6.10 ms → "6.1 ms"). */
export function figuresIn(text: string) {
  return [...text.matchAll(FIGURE)].map((m) => {
    const value = Number(`${m[1]!.replaceAll(",", "")}${m[2] ?? ""}`)
    const unit = m[3] ?? m[4]!
    return { text: m[0], key: `${value} ${unit.toLowerCase()}` }
  })
}

/** The sentences of a markdown page: code blocks out; paragraphs, table rows and list items apart. */
export function sentencesOf(markdown: string) {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, "")
  return withoutCode
    .split(/\n\s*\n|\n(?=\s*(?:\||[-*] |\d+\. ))/)
    .flatMap((block) => block.replace(/\s+/g, " ").split(/(?<=[.!?])\s+(?=[A-Z(*`"])/))
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The benchmark figures a page quotes that the report does not hold, with their sentences. */
export function unheldFigures(markdown: string, report: string) {
  const held = new Set(figuresIn(report).map((f) => f.key))
  return sentencesOf(markdown)
    .filter((s) => ABOUT_BENCH.test(s))
    .flatMap((s) =>
      figuresIn(s.replace(/`[^`]*`/g, "``"))
        .filter((f) => !held.has(f.key))
        .map((f) => `${f.text}: ${s.slice(0, 200)}`)
    )
}

const docs = () => [
  "README.md",
  ...readdirSync(new URL("docs/", root))
    .filter((f) => f.endsWith(".md") && f !== "benchmarks.md")
    .map((f) => `docs/${f}`),
]

describe("benchmark figures in the docs", () => {
  it("docs/benchmarks.md is generated from the last report (run node scripts/bench-docs.mjs)", () => {
    expect(readFileSync(DOC_PATH, "utf8")).toBe(renderBenchmarksDoc(readFileSync(REPORT_PATH, "utf8")))
  })

  it("no doc quotes a benchmark figure the report does not hold", () => {
    const report = readFileSync(REPORT_PATH, "utf8")
    const found = Object.fromEntries(docs().map((path) => [path, unheldFigures(read(path), report)]))
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({})
  })

  it("counts a figure only in a sentence about the benchmark, and compares it as a number", () => {
    const report = "| analytics p99 | 22.90 ms, 10.14x fewer |"
    const page = [
      "The bench measured 22.9 ms and 10.14x.",
      "The benchmark's fixed grid was 4.2x slower, and its feed 1.4 s.",
      "`npm test` took 3 min 39 s on a fresh clone.",
      "| `npm run bench -- bundle` | 136.9 KB |",
      "```\nnpm run bench # 99 ms\n```",
      "A bench figure looks like `41 ms` or `2.6 s`.",
    ].join("\n\n")
    expect(unheldFigures(page, report)).toEqual([
      "4.2x: The benchmark's fixed grid was 4.2x slower, and its feed 1.4 s.",
      "1.4 s: The benchmark's fixed grid was 4.2x slower, and its feed 1.4 s.",
      "136.9 KB: | `npm run bench -- bundle` | 136.9 KB |",
    ])
  })
})
