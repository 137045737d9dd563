// `npm test`: type-check, lint, format check, a deploy dry run, then the whole suite (worker tests in workerd, web unit tests,
// browser tests in Chromium).
//
// On a 2-core machine the suite is laid out in four lanes that run side by side, each its own vitest run:
// - the week: the simulated week (project "week"), the longest file, and beside it the local server's tests
//   (project "node", which mostly wait on a process to boot or exit), start as soon as the web app is built;
// - the browser lane: the browser tests (project "browser"), which mostly wait on the server and Chromium,
//   start then too (apart from the week's, so neither waits on the other's global setup);
// - the libSQL lane: a slice of the worker's files on a real libSQL server over HTTP (project "libsql-http",
//   one file at a time on its one database), mostly waiting on that server;
// - the busy lane: type-check, lint, format check and the deploy dry run, then the other suites ("worker", "libsql",
//   "web").
// The first three lanes' output is held back and printed after the busy lane's, so none interleaves.
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

function checks() {
  console.log("Type-checking worker, web and browser tests…")
  run("npm", ["run", "--silent", "typecheck"])
  console.log("Checking import cycles, linting and checking formatting…")
  run("npm", ["run", "--silent", "lint"])
  run("npm", ["run", "--silent", "format:check"])
  deployDryRun()
}

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

/** A vitest run in the background, its output kept until `print()`; resolves to its exit code. */
function background(projects) {
  const chunks = []
  const child = spawn(vitest, vitestArgs(projects), {
    cwd: root,
    env: { ...wranglerEnv, FORCE_COLOR: process.stdout.isTTY ? "1" : (process.env.FORCE_COLOR ?? "0") },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout.on("data", (c) => chunks.push(c))
  child.stderr.on("data", (c) => chunks.push(c))
  const code = new Promise((resolve) => child.on("close", (c, signal) => resolve(c ?? (signal ? 1 : 0))))
  return {
    child,
    code,
    print: () => process.stdout.write(Buffer.concat(chunks)),
  }
}

ensureInstalled()
// The libSQL server the "libsql-http" project runs the worker against: from npm, outside package.json.
ensureSqld()
if (args.length) {
  checks()
  buildWeb()
  run(vitest, ["run", ...args])
} else {
  buildWeb()
  console.log("Starting the simulated week and the browser and server tests (their reports follow the others)…")
  const held = [WEEK, WAITING, SQLD]
  const lanes = held.map(background)
  let busyCode = 0
  try {
    checks()
    run(vitest, vitestArgs(BUSY))
  } catch (err) {
    console.error(err.message)
    busyCode = 1
    for (const lane of lanes) lane.child.kill("SIGTERM")
  }
  let laneCode = 0
  for (const [i, lane] of lanes.entries()) {
    const code = await lane.code
    laneCode ||= code
    console.log(`\n── vitest --project ${held[i].join(" --project ")} ──`)
    lane.print()
  }
  process.exitCode = busyCode || laneCode
}

/**
 * `wrangler deploy --dry-run` bundles the worker and validates wrangler.toml and the built assets the
 * way a deploy would, offline: no sign-in, no upload (scripts/deploy.test.ts covers the rest of
 * `npm run deploy` against a stand-in wrangler). No banner: it would ask npm for wrangler's latest version.
 */
function deployDryRun() {
  console.log("Checking the deploy (wrangler deploy --dry-run)…")
  const outdir = mkdtempSync(join(tmpdir(), "cold-caller-dry-run-"))
  try {
    run(`${root}node_modules/.bin/wrangler`, ["deploy", "--dry-run", "--outdir", outdir], {
      env: { ...wranglerEnv, WRANGLER_HIDE_BANNER: "true" },
      stdio: ["ignore", "ignore", "inherit"],
    })
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}
