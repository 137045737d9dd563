// `npm test`: type-check, lint, format check, then the whole suite (worker tests in workerd, web unit tests,
// browser tests in Chromium).
//
// On a 2-core machine the suite is laid out in two lanes that run side by side:
// - the waiting lane: the browser tests and the local server's tests (project "browser" and "node"), which
//   mostly wait on a server, a browser or a process to exit, start as soon as the web app is built;
// - the busy lane: type-check, lint and format check, then the CPU-bound suites ("worker", "libsql", "web").
// The waiting lane's output is held back and printed after the busy lane's, so neither interleaves.
// With arguments (`npm test -- --project web`, a file, `-t name`) it is one vitest run after the checks.
import { spawn } from "node:child_process"
import { buildWeb, ensureInstalled, root, run, wranglerEnv } from "./lib.mjs"

// Caches under node_modules/.cache (git-ignored) keep repeat runs to a second or two.
const eslintCache = ["--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/"]
const vitest = `${root}node_modules/.bin/vitest`
const args = process.argv.slice(2)

const WAITING = ["browser", "node"]
const BUSY = ["worker", "libsql", "web"]

function checks() {
  console.log("Type-checking worker, web and browser tests…")
  run("npm", ["run", "--silent", "typecheck"])
  console.log("Linting and checking formatting…")
  run("npm", ["run", "--silent", "lint", "--", ...eslintCache])
  run("npm", ["run", "--silent", "format:check", "--", "--cache", "--log-level", "warn"])
}

/** A vitest run in the background, its output kept until `print()`; resolves to its exit code. */
function background(projects) {
  const chunks = []
  const child = spawn(vitest, ["run", ...projects.flatMap((p) => ["--project", p])], {
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
if (args.length) {
  checks()
  buildWeb()
  run(vitest, ["run", ...args])
} else {
  buildWeb()
  console.log(`Starting the ${WAITING.join(" and ")} tests in the background (their report follows the others)…`)
  const waiting = background(WAITING)
  let busyCode = 0
  try {
    checks()
    run(vitest, ["run", ...BUSY.flatMap((p) => ["--project", p])])
  } catch (err) {
    console.error(err.message)
    busyCode = 1
    waiting.child.kill("SIGTERM")
  }
  const waitingCode = await waiting.code
  console.log(`\n── ${WAITING.join(" and ")} tests ──`)
  waiting.print()
  process.exitCode = busyCode || waitingCode
}
