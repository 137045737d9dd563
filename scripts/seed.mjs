// Seeds the local D1 with the sandbox data set, once: a settings marker makes re-runs a no-op.
// `npm run db:seed` migrates first, so it works on a fresh checkout too.
import { spawnSync } from "node:child_process"
import { root } from "./lib.mjs"

function seedSql() {
  const res = spawnSync(`${root}node_modules/.bin/tsx`, ["worker/seed/seed-sql.ts"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(`seed generation failed:\n${res.stderr}`)
  return res.stdout
}

/** Migrates the local D1 under `persistTo` and seeds it with the sandbox data set if it has not been. */
export async function migrateAndSeed(persistTo) {
  const { prepareLocalD1 } = await import("./local-d1.mjs")
  const { seeded } = await prepareLocalD1(persistTo, { seed: seedSql })
  console.log(seeded ? "Seeded the sandbox data set." : "Sandbox data already seeded.")
  return seeded
}

if (import.meta.url === `file://${process.argv[1]}`) await migrateAndSeed(process.env.PERSIST_TO)
