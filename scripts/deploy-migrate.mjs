// `npm run db:migrate:remote [-- --name <name>]`: applies migrations/ to a deployment's D1 database,
// found again by its name (scripts/deploy-name.mjs), so it works from any clone once `npm run deploy`
// has created the database. It creates nothing.
import { relative } from "node:path"
import { checkSignIn } from "./deploy-account.mjs"
import { deploymentConfig, writeGeneratedConfig } from "./deploy-config.mjs"
import { parseDeployArgs } from "./deploy-name.mjs"
import { applyMigrations, ensureDatabases } from "./deploy-resources.mjs"
import { runDeployScript } from "./deploy-wrangler.mjs"
import { ensureInstalled, root } from "./lib.mjs"

await runDeployScript(async () => {
  const argv = process.argv.slice(2)
  const { name } = parseDeployArgs(argv)
  ensureInstalled()
  let deployment
  const load = async () => (deployment ??= await deploymentConfig(name))
  await checkSignIn(async () => (await load()).source.raw.account_id)
  const { source, raw, outPath } = await load()
  const deploy = `npm run deploy${argv.length ? ` -- ${argv.join(" ")}` : ""}`
  const ids = ensureDatabases(raw, { create: false, hint: `Run ${deploy} first: it creates it.` })
  const generated = writeGeneratedConfig({ path: source.path, raw }, ids, outPath)
  applyMigrations(raw, ["--config", relative(root, generated)])
})
