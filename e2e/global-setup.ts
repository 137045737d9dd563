import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import type { TestProject } from "vitest/node"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser"
import { SANDBOX_TIME_SCALE, SCRAPE_PACING } from "./pacing"
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
    /** The one Chromium every test file connects to (e2e/helpers.ts useBrowser). */
    browserWSEndpoint: string
  }
}

/**
 * Serve the built app exactly as `npm start` does, on a fresh local D1 with the sandbox seed, its
 * sandbox paced by e2e/pacing.ts; and launch one headless Chromium for all test files (each file
 * connects to it and works in contexts of its own).
 */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "cold-caller-e2e-"))
  const browser = chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  // If the server fails to start, the browser must not outlive the run.
  browser.catch(() => {})
  try {
    migrate(persistTo)
    seedOnce(persistTo)
  } catch (err) {
    await (await browser).close()
    throw err
  }
  const port = 8900 + Math.floor(Math.random() * 500)
  const vars = { SANDBOX_TIME_SCALE, SCRAPE_PACING }
  const server = await serve({ port, persistTo, vars, quiet: !process.env.E2E_VERBOSE }).catch(async (err: unknown) => {
    await (await browser).close()
    throw err
  })
  project.provide("baseURL", server.url)
  project.provide("cronURL", server.cronUrl)
  project.provide("cronHeaders", server.cronHeaders)
  project.provide("browserWSEndpoint", (await browser).wsEndpoint())
  // If vitest dies before this teardown runs, the server notices its IPC channel closing and stops.
  return async () => {
    await (await browser).close()
    await server.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}
