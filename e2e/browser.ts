import { chromium, type Browser, type Page } from "playwright-core"
import { inject } from "vitest"

/** The flags this machine needs: no sandbox as root, no background network calls. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * This file's server: the browser tests run one server per vitest worker (e2e/global-setup.ts), and a
 * worker's VITEST_POOL_ID (1..maxWorkers) names its own, so files running side by side never share one.
 */
export function server() {
  const servers = inject("servers")
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!
}

export const baseURL = () => server().baseURL

/** The run's one Chromium, launched by global-setup.ts; closing the result only disconnects this file. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserWSEndpoint"))
}

export async function openPage(browser: Browser, path = "/", viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport })
  const page: Page = await context.newPage()
  await page.goto(path)
  return page
}
