// A stand-in for scripts/lib.mjs `serve`, for scripts/local-server-lifecycle.test.ts: a server
// process in its own process group that holds the public port and has a child of its own (as
// serve-worker.mjs has workerd), stopped by lib.mjs's real stopChild. It boots in milliseconds, for
// the ways of stopping `npm start` that reach the same `shutdown` (scripts/run-server.mjs) as the
// test's real boot, which stops wrangler and workerd with it.
import { spawn } from "node:child_process"
import { once } from "node:events"
import { createServer } from "node:http"
import { fileURLToPath } from "node:url"
import { stopChild } from "../lib.mjs"

/** What the stand-in's processes have on their command lines, for the test to find them. */
export const STAND_IN = "cold-caller-stand-in"

if (process.argv[2] === STAND_IN) {
  // The server: a child in its group standing in for workerd, the port held, then wait. Like
  // serve-worker.mjs it exits on a signal or when its parent's channel closes.
  spawn(process.execPath, ["-e", "setInterval(() => {}, 1 << 30)", `${STAND_IN}-runtime`], { stdio: "ignore" })
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => process.exit(0))
  process.on("disconnect", () => process.exit(0))
  const server = createServer((_req, res) => res.end("stand-in"))
  server.listen(Number(process.argv[3]), "127.0.0.1", () => process.send?.({ type: "ready" }))
}

/** As lib.mjs `serve` answers: the server's process and its stop, once it listens on `port`. */
export async function serveStandIn({ port }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), STAND_IN, String(port)], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    detached: true,
  })
  const [msg] = await Promise.race([
    once(child, "message"),
    once(child, "exit").then(([code]) => Promise.reject(new Error(`the stand-in exited with code ${code}`))),
  ])
  if (msg?.type !== "ready") throw new Error("the stand-in did not start")
  return { child, url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) }
}
