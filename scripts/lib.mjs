// Shared steps of `npm start`, `npm test` and the benchmark: install, build, migrate, seed, serve.
import { spawn, spawnSync } from "node:child_process"
import { createServer } from "node:net"
import { existsSync, statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { CONFIG_KEYS, configFromProcessEnv } from "./config-env.mjs"

export const root = fileURLToPath(new URL("..", import.meta.url))

/** wrangler offline: no telemetry, no Cloudflare lookups. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: wranglerEnv, ...opts })
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${res.status}`)
  }
  return res
}

const bin = (name) => `${root}node_modules/.bin/${name}`

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = `${root}node_modules/.package-lock.json`
  const lock = `${root}package-lock.json`
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log("Installing dependencies (npm ci)…")
  run("npm", ["ci", "--no-audit", "--no-fund"])
}

export function buildWeb() {
  console.log("Building the web app…")
  run(bin("vite"), ["build", "--logLevel", "warn"])
}

const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : [])

/**
 * Applies the migrations the local D1 under `persistTo` (wrangler's default state when absent) has not
 * had (scripts/local-d1.mjs: loaded only here, as this file runs before the install).
 */
export async function migrate(persistTo) {
  const { prepareLocalD1 } = await import("./local-d1.mjs")
  return prepareLocalD1(persistTo)
}

/** The one line a second server on a busy port prints before giving up. */
export const portInUseMessage = (port) =>
  `Port ${port} is already in use (is ColdCaller already running? ` +
  "Stop it with Ctrl+C in its terminal, or set PORT to another port)."

/** Fails with portInUseMessage (err.code "EADDRINUSE") when something already listens on the port. */
export function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", (err) => {
      if (err.code !== "EADDRINUSE") return reject(err)
      reject(Object.assign(new Error(portInUseMessage(port)), { code: "EADDRINUSE" }))
    })
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()))
  })
}

/**
 * Start the local server (scripts/serve-worker.mjs) and resolve once /api/health answers through its
 * public port. The configuration (process environment plus `vars`) travels over the IPC channel, not
 * argv, so secrets stay out of `ps`; the channel also ties the server's life to this process.
 *
 * `dataReady` (a promise) lets the server boot while its database is still being written (the browser
 * tests seed a copy meanwhile): until it resolves nothing reaches the database, neither /api/health nor
 * the cron, whose ticker starts only then.
 *
 * `entry: "bench"` serves the bench's entry (worker/src/bench/bench-entry.ts: the local worker with the
 * bench's probe around it) instead of the local worker; only bench/ asks for it.
 * @param {{ port?: number, persistTo?: string, vars?: Record<string, string>, quiet?: boolean, cron?: boolean, dataReady?: Promise<unknown>, entry?: "bench" }} [options]
 */
export async function serve({ port = 8787, persistTo, vars, quiet = false, cron = true, dataReady, entry } = {}) {
  const out = quiet ? "ignore" : "inherit"
  const child = spawn(
    process.execPath,
    [`${root}scripts/serve-worker.mjs`, "--port", String(port), ...persistArgs(persistTo)],
    // Its own process group, so stop() can sweep workerd too if the server itself is killed hard.
    { cwd: root, env: serverEnv(), stdio: ["ignore", out, out, "ipc"], detached: process.platform !== "win32" }
  )
  child.send({ vars: { ...configFromProcessEnv(), ...vars }, cron: cron && !dataReady, entry })
  const stop = () => stopChild(child)
  let deadline = Date.now() + 60_000
  try {
    const ready = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the local server did not start within 60 s")), 60_000)
      timer.unref()
      child.on("message", (msg) => {
        if (msg?.type === "ready") resolve(msg)
        if (msg?.type === "error") reject(Object.assign(new Error(msg.message), { code: msg.code }))
      })
      child.once("exit", (code) => reject(new Error(`the local server exited with code ${code}`)))
      child.once("error", reject)
    })
    if (dataReady) {
      await dataReady
      if (cron) child.send({ type: "start-cron" })
      // The 60 s are the server's own: the wait for its data is not counted.
      deadline = Math.max(deadline, Date.now() + 60_000)
    }
    await waitForHealth(ready.url, deadline)
    // cronUrl + cronHeaders fire the cron now (tests); clients of the public port cannot.
    return { child, url: ready.url, cronUrl: ready.cronUrl, cronHeaders: ready.cronHeaders, stop }
  } catch (err) {
    await stop()
    throw err
  }
}

/**
 * The server's environment without the configuration keys: they arrive over IPC, and a secret left
 * in the environment would be readable in /proc/<pid>/environ of the server and of workerd.
 */
function serverEnv() {
  const env = { ...wranglerEnv }
  for (const key of CONFIG_KEYS) delete env[key]
  return env
}

/** wrangler reports ready before the worker has built; a failed build leaves requests waiting forever. */
async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error("the local server did not answer /api/health within 60 s (see the errors above)")
}

/** SIGTERM the server, then SIGKILL its whole process group (workerd included) if it lingers. */
export async function stopChild(child, graceMs = 5_000) {
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      try {
        child.kill(signal)
      } catch {}
    }
  }
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    killGroup("SIGTERM")
    const timer = setTimeout(() => killGroup("SIGKILL"), graceMs)
    await exited
    clearTimeout(timer)
  }
  // Anything the server left behind in its group (a workerd whose parent was killed hard).
  try {
    process.kill(-child.pid, "SIGKILL")
  } catch {}
}
