import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { launchChromium } from "./browser"
import { SANDBOX_TIME_SCALE, SCRAPE_PACING } from "./pacing"
import { E2E_SHARDS } from "./shards"
// @ts-expect-error plain ESM helpers shared with npm start
import { serve } from "../scripts/lib.mjs"
// @ts-expect-error plain ESM helpers shared with npm start
import { migrateAndSeed } from "../scripts/seed.mjs"

export interface E2EServer {
  baseURL: string
  /** GET with cronHeaders fires the cron now (the local server's own trigger; clients cannot reach it). */
  cronURL: string
  cronHeaders: Record<string, string>
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per browser-test worker (e2e/browser.ts picks a file's by VITEST_POOL_ID). */
    servers: E2EServer[]
    /** The one Chromium every test file connects to (e2e/helpers.ts useBrowser). */
    browserWSEndpoint: string
  }
}

interface Started {
  url: string
  cronUrl: string
  cronHeaders: Record<string, string>
  stop(): Promise<void>
}

/** A fresh local D1 with the sandbox seed, made once and copied for each server. */
async function seededTemplate() {
  const dir = mkdtempSync(join(tmpdir(), "cold-caller-e2e-seed-"))
  try {
    await migrateAndSeed(dir, { eager: true })
    return dir
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    throw err
  }
}

/**
 * The seeded database into a server's state directory. The server has booted there meanwhile and
 * holds its own bookkeeping files open (each namespace's metadata.sqlite); the database file itself
 * is only opened by the first request, which waits for this copy. So only what the server has not
 * made is copied: the database, never a file under the running server.
 */
function copyDatabase(template: string, persistTo: string) {
  cpSync(template, persistTo, {
    recursive: true,
    filter: (_src, dest) => !existsSync(dest) || statSync(dest).isDirectory(),
  })
}

/**
 * The built app served exactly as `npm start` serves it, on its own copy of the seeded database. It
 * boots while the database is seeded (serve's dataReady): nothing reaches its database before the copy.
 */
async function startServer(template: Promise<string>, port: number) {
  const persistTo = mkdtempSync(join(tmpdir(), "cold-caller-e2e-"))
  const removeData = () => rmSync(persistTo, { recursive: true, force: true })
  try {
    const dataReady = template.then((dir) => copyDatabase(dir, persistTo))
    // serve awaits it once the server is up; a failed seed before then is reported there.
    dataReady.catch(() => {})
    const vars = { SANDBOX_TIME_SCALE, SCRAPE_PACING }
    const quiet = !process.env.E2E_VERBOSE
    const server = (await serve({ port, persistTo, vars, quiet, dataReady })) as Started
    return { server, removeData }
  } catch (err) {
    removeData()
    throw err
  }
}

/**
 * E2E_SHARDS servers, their sandbox paced by e2e/pacing.ts, and one headless Chromium for all test
 * files (each file connects to it and works in contexts of its own). The browser, the seed and the
 * servers' boot run side by side.
 */
export default async function setup(project: TestProject) {
  const browser = launchChromium()
  const template = seededTemplate()
  // If the seed or a server fails, the browser and the other servers must not outlive the run.
  browser.catch(() => {})
  template.catch(() => {})
  const firstPort = 8900 + Math.floor(Math.random() * 400)
  const started = await Promise.allSettled(
    Array.from({ length: E2E_SHARDS }, (_, i) => startServer(template, firstPort + i * 7))
  )
  const templateDir = await template.catch(() => undefined)
  if (templateDir) rmSync(templateDir, { recursive: true, force: true })
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []))
  const stopAll = async () => {
    await (await browser).close()
    await Promise.all(servers.map(({ server }) => server.stop()))
    for (const { removeData } of servers) removeData()
  }
  const failed = started.find((s) => s.status === "rejected")
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  project.provide(
    "servers",
    servers.map(({ server }) => ({ baseURL: server.url, cronURL: server.cronUrl, cronHeaders: server.cronHeaders }))
  )
  project.provide("browserWSEndpoint", (await browser).wsEndpoint())
  // If vitest dies before this teardown runs, each server notices its IPC channel closing and stops.
  return stopAll
}
