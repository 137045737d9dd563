import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core"
import { baseURL, connectBrowser } from "./browser"

/*
 * The browser tests' pages: the worker's one connection to Chromium, the shared context, and the
 * tabs kept between tests (newPage, closePage). e2e/helpers.ts re-exports what tests use.
 */

/**
 * Locator waits and polled expectations give up after this long: a clear failure, well inside the test
 * timeout. 20 s because the browser lane shares 2 cores with the workerd suites and the simulated week,
 * where a server-filtered list has once taken over 10 s to arrive (a safety net, not a timing assertion).
 */
export const WAIT_MS = 20_000

/**
 * A page load gets longer: the browser lane runs beside the workerd suites and the simulated week on
 * 2 cores, where a load of the bundle from the shared local server has passed 30 s; a slow first
 * paint is not what these tests are about (a safety net, not a timing assertion).
 */
export const NAVIGATION_MS = 60_000

/**
 * The worker's one connection to the run's Chromium. The project runs its files in one module graph
 * (isolate: false), so its files share it, and with it the browser context and the kept tabs
 * (newPage): a file starts on tabs the files before it gave back. It closes with the run's Chromium.
 */
let connection: Promise<Browser> | undefined
export async function workerBrowser() {
  const browser = await (connection ??= connectBrowser())
  if (browser.isConnected()) return browser
  connection = connectBrowser()
  return connection
}

async function openContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseURL(), acceptDownloads: true, ...options })
  context.setDefaultTimeout(WAIT_MS)
  context.setDefaultNavigationTimeout(NAVIGATION_MS)
  return context
}

/**
 * A file's pages share one browser context, as an operator's tabs share one browser: its cache keeps
 * the app's bundles (named by content, kept for good), so only the first page of a file loads some 35
 * of them from the server. Nothing else carries over between tests: the app keeps no cookie or
 * storage of its own (no password on the test server), and each page is a fresh document with its own
 * live socket. Keyed by the connection (useBrowser), which the worker's files share.
 */
const fileContexts = new WeakMap<Browser, Promise<BrowserContext>>()
/** Contexts made for one page (its own options, e.g. a timezoneId): closePage closes them with it. */
const ownContexts = new WeakSet<BrowserContext>()

/**
 * Tabs given back by closePage, for the next newPage of any file. A new tab starts a new renderer
 * process, about half of a page load's Chromium CPU (2.8 s against 1.5 s measured per app page): a
 * kept tab loads the next page in the same process. The browser tests took 355 s of CPU without
 * kept tabs and 285 s with them (one run each, alone). While kept, a tab rests on a static file of
 * the app's origin, so no app runs in it (no poll, no socket) and the renderer stays (about:blank
 * would trade it for a new one).
 */
const keptTabs = new WeakMap<BrowserContext, Page[]>()
const REST_PATH = "/favicon.svg"
/**
 * Tabs a test changed in a way a tab keeps (exposed functions, init scripts, emulated media, extra
 * headers, a WebSocket route): closed by closePage, never handed to another test. Listeners and
 * routes are taken off when a tab is given back.
 */
const changedTabs = new WeakSet<Page>()
const LASTING_CHANGES = [
  "exposeFunction",
  "exposeBinding",
  "addInitScript",
  "emulateMedia",
  "setExtraHTTPHeaders",
  "routeWebSocket",
] as const

/** Browser-side errors fail loudly in the test log instead of hiding behind a timeout. */
const reportPageErrors = (page: Page) => page.on("pageerror", (error) => console.error(`[page error] ${error.message}`))

async function newTab(context: BrowserContext) {
  const page = await context.newPage()
  reportPageErrors(page)
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of LASTING_CHANGES) {
    const original = methods[name]!.bind(page)
    methods[name] = (...args: unknown[]) => {
      changedTabs.add(page)
      return original(...args)
    }
  }
  return page
}

/**
 * A fresh page at `path` in the file's shared context (a kept tab when there is one, see keptTabs);
 * with `options` (e.g. a timezoneId, which only a context can have) in a context of its own. Close
 * it with closePage.
 */
export async function newPage(
  browser: Browser,
  path = "/",
  viewport = { width: 1280, height: 860 },
  options: BrowserContextOptions = {}
) {
  let page: Page
  if (Object.keys(options).length > 0) {
    const context = await openContext(browser, { viewport, ...options })
    ownContexts.add(context)
    page = await newTab(context)
  } else {
    if (!fileContexts.has(browser)) fileContexts.set(browser, openContext(browser))
    const context = await fileContexts.get(browser)!
    page = keptTabs.get(context)?.pop() ?? (await newTab(context))
    await page.setViewportSize(viewport)
  }
  if (path) await page.goto(path)
  return page
}

/**
 * Closes a page from newPage, and its context when it had one of its own. A tab of the shared
 * context that the test did not change in a lasting way is kept for the next newPage: its routes and
 * listeners taken off, at rest.
 */
export async function closePage(page: Page) {
  const context = page.context()
  if (ownContexts.has(context)) return context.close()
  if (page.isClosed()) return
  if (changedTabs.has(page)) return page.close()
  await page.unrouteAll({ behavior: "ignoreErrors" })
  page.removeAllListeners()
  await page.goto(REST_PATH)
  reportPageErrors(page)
  if (!keptTabs.has(context)) keptTabs.set(context, [])
  keptTabs.get(context)!.push(page)
}
