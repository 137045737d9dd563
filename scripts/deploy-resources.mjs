// The account-wide things a deployment binds: its D1 databases (found again by name on every run) and
// its queues, each created if missing, and the migrations.
import { databases, queueNames } from "./deploy-config.mjs"
import { DeployError, mustWrangler, parseJson, step, wrangler } from "./deploy-wrangler.mjs"

/**
 * The D1 databases of `config` by name → id. With `create`, each missing one is created (`d1 create`
 * has no --json: list again); without, a missing one is an error naming `hint`.
 */
export function ensureDatabases(config, { create = true, hint = "" } = {}) {
  step("D1 database")
  const list = () => parseJson(mustWrangler(["d1", "list", "--json"], { capture: true }).stdout)
  let existing = list()
  const missing = databases(config).filter((d) => !existing.some((e) => e.name === d.name))
  if (missing.length && !create) {
    throw new DeployError(`No D1 database ${missing.map((d) => d.name).join(", ")} in this account. ${hint}`)
  }
  for (const { name } of missing) {
    console.log(`Creating D1 database ${name}…`)
    mustWrangler(["d1", "create", name], { capture: true })
  }
  if (missing.length) existing = list()
  const ids = {}
  for (const { name } of databases(config)) {
    ids[name] = existing.find((e) => e.name === name)?.uuid
    if (!ids[name]) throw new DeployError(`D1 database ${name} is still missing after creating it.`)
    console.log(`${name}: ${ids[name]}`)
  }
  return ids
}

/** `queues list` prints only a table: ask for each queue, and create it on "does not exist". */
export function ensureQueues(config, args) {
  step("Queues")
  for (const name of queueNames(config)) {
    const info = wrangler(["queues", "info", name, ...args], { capture: true })
    if (info.ok) {
      console.log(`${name}: exists`)
      continue
    }
    if (!/does not exist/i.test(info.output))
      throw new DeployError(`wrangler queues info ${name} failed.\n${info.output}`)
    console.log(`${name}: creating…`)
    mustWrangler(["queues", "create", name, ...args], { capture: true })
  }
}

/**
 * Without prompts: on a terminal wrangler would ask to confirm, and a "no" still exits 0, which would
 * deploy code onto the old schema. Migrations already applied are skipped.
 */
export function applyMigrations(config, args) {
  step("Migrations")
  for (const { binding } of databases(config)) {
    mustWrangler(["d1", "migrations", "apply", binding, "--remote", ...args], { prompts: false })
  }
}
