// `npm test`: type-check, lint, format check, a deploy dry run, then the whole suite (worker tests in
// workerd, web unit tests, browser tests in Chromium).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildWeb, ensureInstalled, root, run, wranglerEnv } from "./lib.mjs"

// Caches under node_modules/.cache (git-ignored) keep repeat runs to a second or two.
const eslintCache = ["--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/"]

ensureInstalled()
console.log("Type-checking worker, web and browser tests…")
run("npm", ["run", "--silent", "typecheck"])
console.log("Linting and checking formatting…")
run("npm", ["run", "--silent", "lint", "--", ...eslintCache])
run("npm", ["run", "--silent", "format:check", "--", "--cache", "--log-level", "warn"])
buildWeb()
deployDryRun()
run(`${root}node_modules/.bin/vitest`, ["run", ...process.argv.slice(2)])

/**
 * `wrangler deploy --dry-run` bundles the worker and validates wrangler.toml and the built assets the
 * way a deploy would, offline: no sign-in, no upload (scripts/deploy.test.ts covers the rest of
 * `npm run deploy` against a stand-in wrangler). No banner: it would ask npm for wrangler's latest version.
 */
function deployDryRun() {
  console.log("Checking the deploy (wrangler deploy --dry-run)…")
  const outdir = mkdtempSync(join(tmpdir(), "cold-caller-dry-run-"))
  try {
    run(`${root}node_modules/.bin/wrangler`, ["deploy", "--dry-run", "--outdir", outdir], {
      env: { ...wranglerEnv, WRANGLER_HIDE_BANNER: "true" },
      stdio: ["ignore", "ignore", "inherit"],
    })
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}
