// Seeds the local D1 with the sandbox data set, once: a settings marker makes re-runs a no-op.
// `npm run db:seed` migrates first, so it works on a fresh checkout too.
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { root } from "./lib.mjs"

/** The seed's SQL, written by worker/seed/seed-sql.ts in a child process (tsx). */
async function seedSql() {
  try {
    const { stdout } = await promisify(execFile)(`${root}node_modules/.bin/tsx`, ["worker/seed/seed-sql.ts"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout
  } catch (err) {
    throw new Error(`seed generation failed:\n${err.stderr ?? err.message}`)
  }
}

/**
 * Migrates the local D1 under `persistTo` and seeds it with the sandbox data set if it has not been.
 * `eager` (a database known to be fresh: the browser tests') writes the seed's SQL while the database
 * starts and migrates, instead of after; `npm start` asks for it only when its database has no seed.
 */
export async function migrateAndSeed(persistTo, { eager = false } = {}) {
  const { prepareLocalD1 } = await import("./local-d1.mjs")
  const early = eager ? seedSql() : undefined
  // Not awaited before prepareLocalD1 asks for it: a failure is reported there, not as unhandled.
  early?.catch(() => {})
  const { seeded } = await prepareLocalD1(persistTo, { seed: () => early ?? seedSql() })
  console.log(seeded ? "Seeded the sandbox data set." : "Sandbox data already seeded.")
  return seeded
}

if (import.meta.url === `file://${process.argv[1]}`) await migrateAndSeed(process.env.PERSIST_TO)
