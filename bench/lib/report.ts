import { writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"

/** A printed row (stats.ts's Row; declared here too so the two modules do not import each other). */
interface Row {
  what: string
  figure: string
  target: string
  ok: boolean | null
  counterpart?: string
}

/** One printed table's rows, under the suite that measured them. */
interface Section {
  suite: string
  title: string
  rows: Row[]
}

/**
 * Every row every suite prints during this process, in order: bench/run.ts ends a run with them as
 * one table (and as markdown for bench/last-report.md, from which docs/benchmarks.md is generated). Suites only print (printTable,
 * printRow); the recording happens there, so a suite run alone prints exactly what it always did.
 */
const sections: Section[] = []
const loadAtStart = loadavg()
let suite = ""

/** The suite whose rows follow (bench/run.ts sets it before each). */
export function beginSuite(name: string) {
  suite = name
}

export function record(title: string, rows: Row[]) {
  const last = sections.at(-1)
  if (last && last.suite === suite && last.title === title) last.rows.push(...rows)
  else sections.push({ suite, title, rows: [...rows] })
}

/** Notes (a row with no figure and no target) explain a table; the report keeps only figures. */
const isFigure = (r: Row) => r.figure !== "" || r.target !== ""

const verdict = (r: Row) => (r.ok === null ? "" : r.ok ? "pass" : "**MISS**")

export function reportCounts() {
  const rows = sections.flatMap((s) => s.rows.filter(isFigure))
  return {
    figures: rows.length,
    passed: rows.filter((r) => r.ok === true).length,
    missed: rows.filter((r) => r.ok === false).length,
  }
}

const loadText = (l: number[]) => l.map((n) => n.toFixed(2)).join(" / ")

/** The machine line: cores, CPU model, and the load average (1/5/15 min) when the run began and ended. */
export function machineLine() {
  const model = cpus()[0]?.model?.trim() ?? "unknown CPU"
  return (
    `${cpus().length} cores (${model}), Node ${process.version}; load average ${loadText(loadAtStart)} at the start, ` +
    `${loadText(loadavg())} at the end (the machine is shared)`
  )
}

/** The terminal's one table: every figure beside its target and counterpart, misses marked. */
export function printReport(seconds: number) {
  const { figures, passed, missed } = reportCounts()
  console.log(`\n# One report: ${figures} figures, ${passed} pass, ${missed} miss (${(seconds / 60).toFixed(1)} min)`)
  console.log(`# ${machineLine()}`)
  for (const s of sections) {
    const rows = s.rows.filter(isFigure)
    if (!rows.length) continue
    console.log(`\n[${s.suite}] ${s.title}`)
    for (const r of rows) {
      const mark = r.ok === null ? "   " : r.ok ? "ok " : "MISS"
      const counterpart = r.counterpart ? `  | vs ${r.counterpart}` : ""
      console.log(`${mark.padEnd(4)} ${r.what.trim()}: ${r.figure}  | target ${r.target || "-"}${counterpart}`)
    }
  }
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ").trim() || "–"

/**
 * The same report as markdown, for bench/last-report.md (and so docs/benchmarks.md): one table, each suite's tables as
 * bold rows within it, every figure beside its target, its counterpart and its verdict.
 */
export function reportMarkdown(command: string, seconds: number, note = "", date = new Date()) {
  const { figures, passed, missed } = reportCounts()
  const out = [
    `# Benchmark report`,
    "",
    `\`${command}\`${note}, ${date.toISOString().slice(0, 16).replace("T", " ")} UTC, ${(seconds / 60).toFixed(1)} minutes: ` +
      `${figures} figures, ${passed} pass, ${missed} miss, the rest reported without a target.`,
    "",
    `Machine: ${machineLine()}.`,
    "",
    "| Measure | Figure | Target | Counterpart (same run) | |",
    "|---|---|---|---|---|",
  ]
  for (const s of sections) {
    const rows = s.rows.filter(isFigure)
    if (!rows.length) continue
    out.push(`| **${s.suite}: ${cell(s.title)}** | | | | |`)
    for (const r of rows) {
      out.push(
        `| ${cell(r.what)} | ${cell(r.figure)} | ${cell(r.target)} | ${cell(r.counterpart ?? "")} | ${verdict(r)} |`
      )
    }
  }
  return out.join("\n") + "\n"
}

export function writeReport(path: string, command: string, seconds: number, note = "") {
  writeFileSync(path, reportMarkdown(command, seconds, note))
}
