// The server side of `npm start`, after install/build/migrate: serve until a signal, then stop the
// server with this process. Kept apart from start.mjs so scripts/local-server-lifecycle.test.ts runs
// exactly this without building the web app.
import { serve as serveWorker, stopChild } from "./lib.mjs"

/**
 * Serve on `port`; SIGINT, SIGTERM and SIGHUP stop the server and then this process. `serve` is
 * scripts/lib.mjs's; scripts/local-server-lifecycle.test.ts passes a stand-in that boots in
 * milliseconds for the ways of stopping that end in the same `shutdown` as its real boot's SIGTERM.
 */
export async function runServer({ port, persistTo, vars, onReady, serve = serveWorker }) {
  let server
  let stopping = false
  // The server runs in its own process group, so the terminal's Ctrl+C reaches only this process: stop
  // the server with us. (If this process is killed outright, the server sees its IPC channel close.)
  const shutdown = async () => {
    if (stopping) process.exit(1)
    stopping = true
    if (server) await server.stop()
    process.exit(0)
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, shutdown)
  // `npm start` runs us under `sh -c`: a SIGTERM sent to npm kills npm and the shell but not us, and
  // we are re-parented. A changed parent means whoever started us is gone, so stop as on a signal.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) void shutdown()
  }, 500).unref()
  try {
    server = await serve({ port, persistTo, vars })
  } catch (err) {
    console.error(err.code === "EADDRINUSE" ? err.message : `The local server did not start: ${err.message}`)
    process.exit(1)
  }
  server.child.on("exit", async (code) => {
    if (stopping) return
    await stopChild(server.child)
    process.exit(code ?? 1)
  })
  onReady?.(server)
  return server
}
