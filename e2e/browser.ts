import { chromium, type Browser, type BrowserServer } from "playwright-core"
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
 * Chrome's address-bar suggestion popups, which a headless browser never shows: each browser context
 * preloads them in a renderer that keeps working, about a sixth of a core for as long as the context
 * lives (1.6 s of CPU in 10 s of an idle about:blank), on a 2-core machine that runs three suites.
 */
const UNSEEN_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]

/**
 * Playwright's own --disable-features (playwright-core 1.65). Chromium keeps only the last
 * --disable-features it is given, so ours must repeat them; launchChromium checks that it did.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
]

const DISABLE_FEATURES = "--disable-features="
const disabledBy = (args: string[]) =>
  args.filter((a) => a.startsWith(DISABLE_FEATURES)).map((a) => a.slice(DISABLE_FEATURES.length).split(","))

/**
 * The run's one headless Chromium (global-setup.ts). Should a Playwright upgrade disable features
 * PLAYWRIGHT_DISABLED_FEATURES does not list, the browser is started again with them added (and a
 * note to add them), rather than run without them.
 */
export async function launchChromium(known = PLAYWRIGHT_DISABLED_FEATURES): Promise<BrowserServer> {
  const features = [...new Set([...known, ...UNSEEN_FEATURES])]
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `${DISABLE_FEATURES}${features.join(",")}`],
  })
  const [playwrights = []] = disabledBy(server.process().spawnargs)
  const missing = playwrights.filter((f) => !features.includes(f))
  if (missing.length === 0) return server
  console.warn(
    `e2e/browser.ts: add Playwright's disabled features ${missing.join(", ")} to PLAYWRIGHT_DISABLED_FEATURES`
  )
  await server.close()
  return launchChromium([...known, ...missing])
}

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
