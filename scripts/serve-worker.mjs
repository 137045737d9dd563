// Serves the worker locally the way `npm start` does: wrangler's local runtime (workerd, local D1,
// queues, Durable Objects, static assets) WITHOUT the DevTools inspector. `wrangler dev` always attaches
// the inspector, which relays every D1 query and subrequest to Node and appends it to a debug log
// (hundreds of MB under load, several ms of CPU per request); an operator's local server needs neither.
// wrangler listens on an internal loopback port; the public port is scripts/local-gate.mjs.
//
// Started by scripts/lib.mjs `serve` with an IPC channel: the configuration (secrets included) arrives
// as a message, never on the command line where `ps` shows it, and the channel closing means the parent
// died, so the server goes with it. Run by hand it reads the configuration from the environment.
// Usage: node scripts/serve-worker.mjs --port 8787 [--persist-to dir]
import { randomBytes } from "node:crypto"
import { once } from "node:events"
import { readFileSync } from "node:fs"
import { configFromProcessEnv } from "./config-env.mjs"
import { createLocalGate, GATE_HEADER } from "./local-gate.mjs"
import { portInUseMessage, root } from "./lib.mjs"

const args = process.argv.slice(2)
const option = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const port = Number(option("--port") ?? 8787)
const report = (msg) => process.send?.(msg)

// Exiting is enough to stop workerd: miniflare kills its runtime from a process "exit" hook.
const exit = (code) => process.exit(code)
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => exit(0))
process.on("disconnect", () => exit(0))

const { vars, cron, entry } = process.send
  ? (await once(process, "message"))[0]
  : { vars: configFromProcessEnv(), cron: true, entry: undefined }

// Take the public port first: a second server fails here, before workerd starts.
const token = randomBytes(32).toString("hex")
const anyHost = Boolean("OPERATOR_PASSWORD" in vars ? vars.OPERATOR_PASSWORD : devVarsPassword())
let gate
try {
  gate = await listen(port)
} catch (err) {
  const message = err?.code === "EADDRINUSE" ? portInUseMessage(port) : String(err?.message ?? err)
  report({ type: "error", code: err?.code, message })
  if (!process.send) console.error(message)
  exit(1)
}

const { unstable_DevEnv } = await import("wrangler")
// secret_text: wrangler's startup table shows these as "(hidden)" instead of printing their values.
const bindings = Object.fromEntries(
  Object.entries({ ...vars, LOCAL_GATE_TOKEN: token }).map(([k, v]) => [k, { type: "secret_text", value: String(v) }])
)
// As unstable_startWorker, less wrangler's dev proxy (see withoutDevProxy), which sets workerUrl.
let workerUrl
const devEnv = new unstable_DevEnv({ proxyFactory: withoutDevProxy })
await devEnv.startWorker({
  config: `${root}wrangler.toml`,
  // The deployed worker plus the token-guarded cron route (worker/src/local-entry.ts); under the bench,
  // that worker inside the bench's probe (worker/src/bench/bench-entry.ts).
  entrypoint: `${root}worker/src/${entry === "bench" ? "bench/bench-entry.ts" : "local-entry.ts"}`,
  bindings,
  dev: {
    remote: false,
    inspector: false,
    watch: false,
    // /__scheduled would answer any client that finds wrangler's internal port; see startCronTicker.
    testScheduled: false,
    persist: option("--persist-to") ?? `${root}.wrangler/state`,
    server: { hostname: "127.0.0.1", port: 0 },
    logLevel: process.env.WRANGLER_LOG_LEVEL ?? "log",
  },
})
await devEnv.proxy.ready.promise

const cronUrl = () => `${workerUrl}/cdn-cgi/local/cron?cron=${encodeURIComponent("* * * * *")}`
const cronHeaders = { [GATE_HEADER]: token }
if (cron) startCronTicker()
// Started later when the database is still being written as the server boots (lib.mjs serve's dataReady).
else process.on("message", (msg) => msg?.type === "start-cron" && startCronTicker())
report({ type: "ready", url: `http://127.0.0.1:${port}`, cronUrl: cronUrl(), cronHeaders })

/**
 * `wrangler dev` puts a proxy in front of the worker: a second workerd whose one Durable Object holds
 * requests across reloads, injects the live-reload script and logs every request through Node. This
 * server never reloads, and the gate is its front door already, so the gate talks to the worker's own
 * port: a request costs about half the CPU (a page load is some 40 requests) and one hop less. Stands
 * in for wrangler's ProxyController: ready once the worker is, and pointing the gate at the worker's
 * port, with the header that lets it trust the gate's MF-Original-URL as the dev proxy would send,
 * each time wrangler (re)starts the worker (it rebuilds when a source file changes).
 */
function withoutDevProxy() {
  let resolve, reject
  const promise = new Promise((res, rej) => {
    resolve = res
    reject = rej
  })
  return {
    ready: { promise, resolve, reject },
    onConfigUpdate() {},
    onBundleStart() {},
    onReloadStart() {},
    onReloadComplete({ proxyData }) {
      const { protocol, hostname, port: workerPort } = proxyData.userWorkerUrl
      workerUrl = `${protocol}//${hostname}:${workerPort}`
      gate.setTarget(workerUrl, proxyData.headers ?? {})
      resolve()
    },
    async teardown() {},
  }
}

function listen(p) {
  return new Promise((resolve, reject) => {
    const server = createLocalGate({ port: p, token, anyHost })
    server.once("error", reject)
    server.listen(p, "127.0.0.1", () => resolve(server))
  })
}

/** wrangler also reads .dev.vars, where the password may live instead of the environment. */
function devVarsPassword() {
  try {
    const line = readFileSync(`${root}.dev.vars`, "utf8").match(/^\s*OPERATOR_PASSWORD\s*=(.*)$/m)?.[1]
    return line?.trim().replace(/^(["'])(.*)\1$/, "$2") ?? ""
  } catch {
    return ""
  }
}

/**
 * Local wrangler does not fire cron triggers by itself; fire the `* * * * *` trigger at the top of
 * every minute (as Cloudflare does) through worker/src/local-entry.ts's route on the internal port,
 * which wants the gate's token; the gate itself never forwards `/cdn-cgi/*`.
 */
function startCronTicker() {
  const tick = () => {
    fetch(cronUrl(), { headers: cronHeaders })
      .then((res) => res.arrayBuffer())
      .catch(() => {})
    schedule()
  }
  const schedule = () => setTimeout(tick, 60_000 - (Date.now() % 60_000)).unref()
  schedule()
}
