/**
 * Issue 24 benchmark, the browser's first download: the gzipped JavaScript of the entry chunk and
 * every chunk it imports statically (what index.html makes the browser fetch before anything
 * paints), read from a build's Vite manifest. "First screen" adds the dashboard route's lazy chunk
 * and its static imports: what `/` needs before its own content shows.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { printTable, type Row } from "./lib/stats"

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

const INITIAL_TARGET_KB = 150

function staticClosure(manifest: Manifest, roots: string[]) {
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) walk(next)
  }
  roots.forEach(walk)
  return [...seen]
}

export async function runBundleBench() {
  // A build of its own, with a manifest, so the served web/dist is left as `npm run bench` built it.
  const outDir = mkdtempSync(join(tmpdir(), "coldcaller-bundle-"))
  try {
    execFileSync("node_modules/.bin/vite", ["build", "--logLevel", "error", "--manifest", "--outDir", outDir], {
      stdio: "inherit",
    })
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest
    const gzipKb = (keys: string[]) =>
      keys.reduce((sum, key) => sum + gzipSync(readFileSync(join(outDir, manifest[key]!.file))).length, 0) / 1024
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
    const dashboard = Object.keys(manifest).find((key) => key.endsWith("dashboard-page.tsx"))!
    const initial = staticClosure(manifest, [entry])
    const firstScreen = staticClosure(manifest, [entry, dashboard])
    const initialKb = gzipKb(initial)
    const rows: Row[] = [
      {
        what: `initial JS (entry + ${initial.length - 1} static imports), gzipped`,
        figure: `${initialKb.toFixed(1)} KB`,
        target: `<= ${INITIAL_TARGET_KB} KB`,
        ok: initialKb <= INITIAL_TARGET_KB,
      },
      {
        what: `first screen "/" (initial + dashboard chunks, ${firstScreen.length} files), gzipped`,
        figure: `${gzipKb(firstScreen).toFixed(1)} KB`,
        target: "(informative)",
        ok: null,
      },
    ]
    printTable("Bundle (issue 24)", rows)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
