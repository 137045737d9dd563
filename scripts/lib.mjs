// Shared steps of `npm start`, `npm test` and the benchmark: install, build, migrate, seed, serve.
import { spawn, spawnSync } from "node:child_process"
import { existsSync, statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { configFromProcessEnv } from "./config-env.mjs"

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

export function migrate(persistTo) {
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], {
    stdio: ["ignore", "ignore", "inherit"],
  })
}

export function d1Execute(persistTo, { file, command }) {
  const target = file ? ["--file", file] : ["--command", command]
  const res = spawnSync(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--json", ...target, ...persistArgs(persistTo)],
    { cwd: root, env: wranglerEnv, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }
  )
  if (res.status !== 0) throw new Error(`wrangler d1 execute failed:\n${res.stderr}\n${res.stdout}`)
  return JSON.parse(res.stdout)
}

/** Process-environment configuration becomes worker vars, overriding .dev.vars. */
function varArgs(extra = {}) {
  const vars = { ...configFromProcessEnv(), ...extra }
  return Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`])
}

/**
 * Local wrangler dev does not fire cron triggers by itself; this fires the `* * * * *` trigger at the
 * top of every minute (as Cloudflare does) through the --test-scheduled endpoint.
 */
function startCronTicker(url) {
  let timer
  const tick = () => {
    fetch(`${url}/__scheduled?cron=${encodeURIComponent("* * * * *")}`)
      .then((res) => res.arrayBuffer())
      .catch(() => {})
    schedule()
  }
  const schedule = () => {
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000))
    timer.unref?.()
  }
  schedule()
  return () => clearTimeout(timer)
}

/** Start the local server (scripts/serve-worker.mjs) and resolve once /api/health answers. */
export async function serve({ port = 8787, persistTo, vars, quiet = false, cron = true } = {}) {
  const child = spawn(
    process.execPath,
    [
      `${root}scripts/serve-worker.mjs`,
      "--port",
      String(port),
      ...persistArgs(persistTo),
      ...varArgs(vars),
    ],
    { cwd: root, env: wranglerEnv, stdio: quiet ? "ignore" : "inherit", detached: process.platform !== "win32" }
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) {
        const stopCron = cron ? startCronTicker(url) : () => {}
        return {
          child,
          url,
          stop: () => {
            stopCron()
            stopChild(child)
          },
        }
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  stopChild(child)
  throw new Error("the local server did not become ready within 60 s")
}

export function stopChild(child) {
  try {
    process.kill(-child.pid, "SIGTERM")
  } catch {
    child.kill("SIGTERM")
  }
}
