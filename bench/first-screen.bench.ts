/**
 * Issue 38 benchmark, the first screen's weight: the JavaScript a real browser downloads to show the
 * dashboard ("/"), measured in headless Chromium against the sandbox server serving the build. Every
 * script response the page receives until the dashboard has drawn and the network is quiet is
 * counted: its body gzipped here (level 6, as the bundle suite), so the figure does not depend on
 * how the local server compresses. bundle.bench.ts reads the same from the Vite manifest; this one
 * also counts what the page imports at run time (lazy routes, dialogs, the live channel's helpers).
 */
import { chromium, type Response } from "playwright-core"
import { rmSync } from "node:fs"
import { gzipSync } from "node:zlib"
// @ts-expect-error plain ESM helpers shared with npm start
import { migrateAndSeed } from "../scripts/seed.mjs"
import { dataDir, startServer } from "./lib/server"
import { printTable, type Row } from "./lib/stats"

const TARGET_KB = 170
const PORT = 8943

/** The flags this machine needs (e2e/browser.ts has the same): no sandbox as root, no background calls. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

type Script = { name: string; raw: number; gz: number }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The scripts "/" downloads, in the order they arrived. */
async function firstScreenScripts(url: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const bodies: Promise<Script | null>[] = []
    const onResponse = (res: Response) => {
      const req = res.request()
      if (req.resourceType() !== "script" && !new URL(res.url()).pathname.endsWith(".js")) return
      bodies.push(
        res.body().then(
          (body) => ({ name: new URL(res.url()).pathname, raw: body.length, gz: gzipSync(body).length }),
          () => null
        )
      )
    }
    page.on("response", onResponse)
    await page.goto(url, { waitUntil: "networkidle" })
    // The dashboard has drawn (its contact search is on the first screen), then nothing more arrives.
    await page.getByText("Quick Contact Search").first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState("networkidle")
    page.off("response", onResponse)
    return (await Promise.all(bodies)).filter((s): s is Script => s !== null)
  } finally {
    await browser.close()
  }
}

export async function runFirstScreenBench() {
  const persistTo = `${dataDir}first-screen`
  rmSync(persistTo, { recursive: true, force: true })
  // The sandbox data set npm start shows: the dashboard draws what an operator sees on day one.
  await migrateAndSeed(persistTo, { eager: true })
  const server = await startServer(persistTo, PORT)
  try {
    const scripts = await firstScreenScripts(`${server.url}/`)
    const gz = scripts.reduce((n, s) => n + s.gz, 0)
    const raw = scripts.reduce((n, s) => n + s.raw, 0)
    const largest = [...scripts].sort((a, b) => b.gz - a.gz).slice(0, 5)
    const rows: Row[] = [
      {
        what: `first screen "/" in Chromium: JavaScript, gzipped (${scripts.length} files, ${kb(raw)} raw)`,
        figure: kb(gz),
        target: `<= ${TARGET_KB} KB`,
        ok: gz / 1024 <= TARGET_KB,
      },
      {
        what: "  the largest files",
        figure: largest.map((s) => `${s.name.replace(/^\/assets\//, "")} ${kb(s.gz)}`).join(", "),
        target: "(info)",
        ok: null,
      },
    ]
    printTable("First screen (issue 38)", rows)
  } finally {
    await server.stop()
  }
}
