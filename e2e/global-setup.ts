import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM helpers shared with npm start
import { migrate, serve } from "../scripts/lib.mjs"
// @ts-expect-error plain ESM helpers shared with npm start
import { seedOnce } from "../scripts/seed.mjs"

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string
    /** GET with cronHeaders fires the cron now (the local server's own trigger; clients cannot reach it). */
    cronURL: string
    cronHeaders: Record<string, string>
  }
}

/** Serve the built app exactly as `npm start` does, on a fresh local D1 with the sandbox seed. */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "cold-caller-e2e-"))
  migrate(persistTo)
  seedOnce(persistTo)
  const port = 8900 + Math.floor(Math.random() * 500)
  // Sandbox calls play out 20x faster (a call ends in seconds, durations still read as real ones).
  const vars = { SANDBOX_TIME_SCALE: "0.05" }
  const server = await serve({ port, persistTo, vars, quiet: !process.env.E2E_VERBOSE })
  project.provide("baseURL", server.url)
  project.provide("cronURL", server.cronUrl)
  project.provide("cronHeaders", server.cronHeaders)
  // If vitest dies before this teardown runs, the server notices its IPC channel closing and stops.
  return async () => {
    await server.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}
