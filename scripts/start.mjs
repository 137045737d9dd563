// `npm start`: install if needed, build the web app, migrate and seed the local D1 once, serve.
import { buildWeb, ensureInstalled, migrate } from "./lib.mjs"

ensureInstalled()
const { seedOnce } = await import("./seed.mjs")
const { serve } = await import("./lib.mjs")

buildWeb()
console.log("Applying migrations to the local D1…")
migrate()
seedOnce()
const port = Number(process.env.PORT ?? 8787)
const { url, child } = await serve({ port })
const sandbox = process.env.VAPI_API_KEY ? "" : " (sandbox mode: simulated calls, places and sheets)"
console.log(`\n  ColdCaller is running at ${url}${sandbox}\n  Press Ctrl+C to stop.\n`)
child.on("exit", (code) => process.exit(code ?? 0))
