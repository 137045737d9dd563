// `npm start`: install if needed, build the web app, migrate and seed the local D1 once, serve.
import { ensurePortFree } from "./lib.mjs"

const port = Number(process.env.PORT ?? 8787)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (1-65535), not "${process.env.PORT}".`)
  process.exit(1)
}
// A second `npm start` says so in one line before spending time on install, build and migrations.
try {
  await ensurePortFree(port)
} catch (err) {
  console.error(err.message)
  process.exit(1)
}

const { buildWeb, ensureInstalled } = await import("./lib.mjs")
ensureInstalled()
const { migrateAndSeed } = await import("./seed.mjs")
const { runServer } = await import("./run-server.mjs")

buildWeb()
console.log("Applying migrations to the local D1…")
await migrateAndSeed()
const { url } = await runServer({ port })
const sandbox = process.env.VAPI_API_KEY ? "" : " (sandbox mode: simulated calls, places and sheets)"
console.log(`\n  ColdCaller is running at ${url}${sandbox}\n  Press Ctrl+C to stop.\n`)
