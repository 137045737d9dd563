// Serves the worker locally the way `npm start` does: wrangler's local runtime (workerd, local D1,
// queues, Durable Objects, static assets) WITHOUT the DevTools inspector. `wrangler dev` always attaches
// the inspector, which relays every D1 query and subrequest to Node and appends it to a debug log
// (hundreds of MB under load, several ms of CPU per request); an operator's local server needs neither.
// Usage: node scripts/serve-worker.mjs --port 8787 [--persist-to dir] [--var KEY:VALUE ...]
import { unstable_startWorker } from "wrangler"
import { root } from "./lib.mjs"

const args = process.argv.slice(2)
const option = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const vars = {}
args.forEach((arg, i) => {
  if (arg !== "--var") return
  const [key, ...rest] = args[i + 1].split(":")
  vars[key] = { type: "plain_text", value: rest.join(":") }
})

const worker = await unstable_startWorker({
  config: `${root}wrangler.toml`,
  bindings: vars,
  dev: {
    remote: false,
    inspector: false,
    watch: false,
    testScheduled: true,
    persist: option("--persist-to") ?? `${root}.wrangler/state`,
    server: { hostname: "127.0.0.1", port: Number(option("--port") ?? 8787) },
    logLevel: process.env.WRANGLER_LOG_LEVEL ?? "log",
  },
})
await worker.ready

const stop = async () => {
  await worker.dispose().catch(() => {})
  process.exit(0)
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
