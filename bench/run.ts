import { fileURLToPath } from "node:url"
import { runAnalyticsBench } from "./analytics.bench"
import { runAutomationBench } from "./automation.bench"
import { runBackupBench } from "./backup.bench"
import { runBundleBench } from "./bundle.bench"
import { runCalendarBench } from "./calendar.bench"
import { runCallsBench } from "./calls.bench"
import { runContactsBench } from "./contacts.bench"
import { runDialerBench } from "./dialer.bench"
import { runFirstScreenBench } from "./first-screen.bench"
import { runInboundBench } from "./inbound.bench"
import { runLoadBench } from "./load.bench"
import { beginSuite, printReport, writeReport } from "./lib/report"
import { QUICK } from "./lib/quick"
import { printRow } from "./lib/stats"
import { runScrapingBench } from "./scraping.bench"
import { runSheetsBench } from "./sheets.bench"
import { runWebhooksBench } from "./webhooks.bench"
import { runWritesBench } from "./writes.bench"
// @ts-expect-error plain ESM script shared with `node scripts/bench-docs.mjs`
import { writeBenchmarksDoc } from "../scripts/bench-docs.mjs"

/** Where a full run writes its report (docs/benchmarks.md is generated from it). */
const REPORT = fileURLToPath(new URL("./last-report.md", import.meta.url))

const only = process.argv[2]
const suites: Record<string, () => Promise<void>> = {
  // First: its five minutes are the figure most sensitive to what else the machine runs meanwhile.
  load: () => runLoadBench(),
  contacts: () => runContactsBench(),
  "contacts-sql": () => runContactsBench({ sqlOnly: true }),
  dialer: () => runDialerBench(),
  calls: () => runCallsBench(),
  webhooks: () => runWebhooksBench(),
  inbound: () => runInboundBench(),
  scraping: () => runScrapingBench(),
  automation: () => runAutomationBench(),
  calendar: () => runCalendarBench(),
  sheets: () => runSheetsBench(),
  backup: () => runBackupBench(),
  bundle: () => runBundleBench(),
  "first-screen": () => runFirstScreenBench(),
  analytics: () => runAnalyticsBench(),
  writes: () => runWritesBench(),
  "calls-sql": () => runCallsBench({ sqlOnly: true }),
}
if (only && !(only in suites)) {
  console.error(`No suite "${only}". Suites: ${Object.keys(suites).join(", ")}`)
  process.exit(1)
}
const started = performance.now()
const chosen = Object.entries(suites).filter(([name]) => (only ? only === name : !name.endsWith("-sql")))
// A whole run (not BENCH_QUICK's) is the report docs/benchmarks.md shows; BENCH_REPORT=<file> writes any run's.
// It is rewritten after each suite, so a run stopped part-way still leaves what it measured.
const file = process.env.BENCH_REPORT ?? (!only && !QUICK ? REPORT : undefined)
const command = `${QUICK ? "BENCH_QUICK=1 " : ""}npm run bench${only ? ` -- ${only}` : ""}`
for (const [i, [name, run]] of chosen.entries()) {
  beginSuite(name)
  try {
    await run()
  } catch (err) {
    // A suite that breaks is a miss in the report, not the end of the run.
    console.error(err)
    printRow({ what: `${name} suite`, figure: `failed: ${(err as Error).message}`, target: "runs", ok: false }, name)
  }
  const partial = i < chosen.length - 1 ? ` (stopped or still running: ${i + 1} of ${chosen.length} suites so far)` : ""
  if (file) writeReport(file, command, (performance.now() - started) / 1000, partial)
  // The docs page follows the report it is generated from (scripts/bench-docs.mjs).
  if (file === REPORT) writeBenchmarksDoc()
}
// A suite run alone has printed its own table; a whole run ends with all of them as one.
if (!only) printReport((performance.now() - started) / 1000)
if (file) console.log(`\nReport written to ${file}`)
