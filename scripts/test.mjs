// `npm test`: type-check and lint (one pass), format check, a deploy dry run, and the whole suite (worker tests in workerd, web unit tests,
// browser tests in Chromium).
//
// On a 2-core machine the suite is laid out in five lanes that run side by side, four of them vitest runs:
// - the week: the simulated week (project "week"), the longest file, and beside it the local server's tests
//   (project "node", which mostly wait on a process to boot or exit), start as soon as the web app is built;
// - the browser lane: the browser tests (project "browser"), which mostly wait on the server and Chromium,
//   start then too (apart from the week's, so neither waits on the other's global setup);
// - the libSQL lane: a slice of the worker's files on a real libSQL server over HTTP (project "libsql-http",
//   one file at a time on its one database), mostly waiting on that server;
// - the busy lane: the other suites ("worker", "libsql", "web"), printed as they run;
// - the checks: type-check and lint, format check and the deploy dry run, one after the other; a failure
//   stops every lane.
// The other lanes' output is held back and printed after the busy lane's, so none interleaves; the run
// ends with what failed, if anything.
// With arguments (`npm test -- --project web`, a file, `-t name`) it is one vitest run after the checks.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildWeb, ensureInstalled, root, run, wranglerEnv } from "./lib.mjs"
import { ensureSqld } from "./sqld.mjs"

const vitest = `${root}node_modules/.bin/vitest`
const args = process.argv.slice(2)

const WEEK = ["week", "node"]
const WAITING = ["browser"]
const SQLD = ["libsql-http"]
const BUSY = ["worker", "libsql", "web"]

/**
 * `vitest run` of these projects; with TEST_REPORT_DIR set, each lane also writes a JSON report there
 * (per-file durations, to compare runs).
 */
function vitestArgs(projects) {
  const dir = process.env.TEST_REPORT_DIR
  const report = dir ? ["--reporter=default", "--reporter=json", `--outputFile.json=${dir}/${projects[0]}.json`] : []
  // Two workers in the week's lane (the simulated week is one long file; the local server's tests
  // mostly wait on processes) and in the busy lane (two workerd runtimes, each file on its own fresh
  // database, share the worker files; the fakes keep state per key). The browser lane's count is its
  // project's (e2e/shards.ts). Most of every lane is waiting on I/O, not the 2 cores.
  const workers = projects === WEEK || projects === BUSY ? ["--maxWorkers=2"] : []
  return ["run", ...projects.flatMap((p) => ["--project", p]), ...workers, ...report]
}

/**
 * A vitest run in the background, its output kept (and, with `live`, printed as it comes) until `print()`;
 * `code` resolves to its exit code.
 */
function background(projects, { live = false } = {}) {
  const chunks = []
  const child = spawn(vitest, vitestArgs(projects), {
    cwd: root,
    env: { ...wranglerEnv, FORCE_COLOR: process.stdout.isTTY ? "1" : (process.env.FORCE_COLOR ?? "0") },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const keep = (c) => {
    chunks.push(c)
    if (live) process.stdout.write(c)
  }
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  const code = new Promise((resolve) => child.on("close", (c, signal) => resolve(c ?? (signal ? 1 : 0))))
  const output = () => Buffer.concat(chunks).toString()
  return {
    child,
    code,
    output,
    print: () => process.stdout.write(output()),
  }
}

/**
 * The lines of a vitest run's output that name what failed (its "FAIL" and "×" lines, colours removed):
 * printed again at the very end, since CI logs are read from their tail and four lanes print before it.
 */
function failureLines(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "")
  const lines = plain.split("\n").map((l) => l.trimEnd())
  const picked = []
  for (const [i, line] of lines.entries()) {
    if (/^\s*(×|❯ .*\(\d+ tests? \| \d+ failed)|^\s*(Test Files|Tests)\s.*failed/.test(line)) picked.push(line)
    // A failure's heading, and the first line of its error under it.
    if (/^\s*FAIL\b/.test(line)) picked.push(line, lines.slice(i + 1).find((l) => l.trim()) ?? "")
  }
  return [...new Set(picked)]
}

ensureInstalled()
// The libSQL server the "libsql-http" project runs the worker against: from npm, outside package.json.
ensureSqld()
// The fake Vapi's request validators, compiled once here (~5 s on a fresh clone) rather than by each
// lane's fake server at the same moment.
{
  const { warmVapiValidators } = await import("../worker/test/vapi-body-check.mjs")
  const { BODY_SCHEMA } = await import("../worker/test/fake-vapi-server.mjs")
  warmVapiValidators(new Set(Object.values(BODY_SCHEMA)))
}
if (args.length) {
  // The web app first: the deploy dry run checks its built assets (web/dist), which a fresh clone lacks.
  buildWeb()
  const checked = await runChecks()
  process.stdout.write(checked.output)
  if (checked.code) process.exit(checked.code)
  run(vitest, ["run", ...args])
} else {
  buildWeb()
  console.log("Starting the simulated week and the browser and server tests (their reports follow the others)…")
  const held = [WEEK, WAITING, SQLD]
  const lanes = held.map((projects) => background(projects))
  const summary = []
  // The checks run beside the suites, not before them: the lint is ~35 s of CPU that used to hold the
  // worker tests back for two minutes on a busy machine. A failed check stops everything at once.
  const checked = runChecks()
  const busy = background(BUSY, { live: true })
  const stopAll = () => {
    busy.child.kill("SIGTERM")
    for (const lane of lanes) lane.child.kill("SIGTERM")
  }
  void checked.then(({ code, output }) => {
    if (!code) return
    process.stdout.write(output)
    stopAll()
  })
  let busyCode = await busy.code
  const checkResult = await checked
  if (checkResult.code) {
    busyCode = 1
    summary.push({ name: ["checks"], code: checkResult.code, failed: checkResult.output.trim().split("\n").slice(-15) })
  } else {
    process.stdout.write(checkResult.output)
    if (busyCode) summary.push({ name: BUSY, code: busyCode, failed: failureLines(busy.output()) })
  }
  let laneCode = 0
  for (const [i, lane] of lanes.entries()) {
    const code = await lane.code
    laneCode ||= code
    console.log(`\n── vitest --project ${held[i].join(" --project ")} ──`)
    lane.print()
    if (code) summary.push({ name: held[i], code, failed: failureLines(lane.output()) })
  }
  if (summary.length) {
    console.log("\n── What failed ──")
    for (const { name, code, failed } of summary) {
      console.log(`${name.join(", ")}: exit code ${code}`)
      for (const line of failed) console.log(`  ${line}`)
    }
  }
  process.exitCode = busyCode || laneCode
}

/** One command in the background, its output kept; resolves to its exit code and output. */
function captured(cmd, cmdArgs, env = wranglerEnv) {
  return new Promise((resolve) => {
    const chunks = []
    const child = spawn(cmd, cmdArgs, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.on("data", (c) => chunks.push(c))
    child.stderr.on("data", (c) => chunks.push(c))
    child.on("close", (c, signal) => resolve({ code: c ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }))
  })
}

/**
 * The checks, one after the other, stopping at the first that fails; their output kept, not printed.
 * - One pass of oxlint (.oxlintrc.json) type-checks every file against its nearest tsconfig.json, runs the
 *   type-aware and syntax rules, the layers' import boundaries and the import-cycle check.
 * - `wrangler deploy --dry-run` bundles the worker and validates wrangler.toml and the built assets the
 *   way a deploy would, offline: no sign-in, no upload (scripts/deploy.test.ts covers the rest of
 *   `npm run deploy` against a stand-in wrangler). No banner: it would ask npm for wrangler's latest
 *   version. Its own report (bundle sizes) is noise here; its errors are not.
 */
async function runChecks() {
  const outdir = mkdtempSync(join(tmpdir(), "cold-caller-dry-run-"))
  const steps = [
    { title: "Type-checking, linting (layers, import cycles)…", cmd: "npm", args: ["run", "--silent", "lint"] },
    { title: "Checking formatting…", cmd: "npm", args: ["run", "--silent", "format:check"] },
    {
      title: "Checking the deploy (wrangler deploy --dry-run)…",
      cmd: `${root}node_modules/.bin/wrangler`,
      args: ["deploy", "--dry-run", "--outdir", outdir],
      env: { ...wranglerEnv, WRANGLER_HIDE_BANNER: "true" },
      quiet: true,
    },
  ]
  let output = ""
  try {
    for (const step of steps) {
      const res = await captured(step.cmd, step.args, step.env)
      output += `${step.title}\n${res.code || !step.quiet ? res.output : ""}`
      if (res.code) return { code: res.code, output: `${output}${step.title} failed with exit code ${res.code}\n` }
    }
    return { code: 0, output }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}
