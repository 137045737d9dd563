// `npm run deploy [-- --name <name>]`: everything between a Cloudflare sign-in and a running worker, in
// order, each step idempotent: a second run creates nothing, sets no secret, and only deploys.
//   0. the dependencies, installed if missing (a fresh clone has no node_modules, so no wrangler)
//   1. sign-in (`wrangler login`, or CLOUDFLARE_API_TOKEN + CLOUDFLARE_ACCOUNT_ID in CI), then the
//      account's workers.dev subdomain (scripts/deploy-account.mjs): without one, or a route, it stops here
//   2. the secrets the worker lacks (scripts/deploy-secrets.mjs), asked for before any change
//   3. the D1 database and every queue and dead-letter queue wrangler.toml names (renamed for --name,
//      scripts/deploy-name.mjs), created if missing; the real D1 id goes into a git-ignored generated
//      config (scripts/deploy-config.mjs says why)
//   4. migrations, once (`d1 migrations apply --remote` skips those already applied)
//   5. the new secrets, through `wrangler secret bulk`'s stdin
//   6. the web build and `wrangler deploy`, then the URLs and the next step
// WRANGLER_BIN and VITE_BIN replace the two tools (scripts/deploy.test.ts runs a stand-in wrangler).
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import { dirname, relative, resolve } from "node:path"
import { checkPublicUrl, checkSignIn } from "./deploy-account.mjs"
import { deploymentConfig, writeGeneratedConfig } from "./deploy-config.mjs"
import { parseDeployArgs } from "./deploy-name.mjs"
import { deployedMessage } from "./deploy-next-steps.mjs"
import { applyMigrations, ensureDatabases, ensureQueues } from "./deploy-resources.mjs"
import { collectSecrets } from "./deploy-secrets.mjs"
import { childEnv, DeployError, mustWrangler, parseJson, runDeployScript, step, wrangler } from "./deploy-wrangler.mjs"
import { ensureInstalled, root } from "./lib.mjs"

const VITE = process.env.VITE_BIN || `${root}node_modules/.bin/vite`

/**
 * The secrets the worker does not have yet (a worker not deployed yet has none), with their values,
 * and the names it has. Asked before any change, so a terminal session needs no one watching
 * afterwards and CI fails early.
 */
async function missingSecrets(workerArgs) {
  step("Secrets")
  const list = wrangler(["secret", "list", "--format", "json", ...workerArgs], { capture: true })
  if (!list.ok && !/Worker ".+" not found/.test(list.output))
    throw new DeployError(`wrangler secret list failed.\n${list.output}`)
  const existing = list.ok ? parseJson(list.stdout).map((s) => s.name) : []
  const { values, skipped } = await collectSecrets(existing).catch((err) => {
    throw new DeployError(err.message)
  })
  console.log(`Already set: ${existing.join(", ") || "none"}.`)
  if (skipped.length) console.log(`Left unset (optional): ${skipped.join(", ")}.`)
  return { values, existing }
}

/** On a worker that does not exist yet, `secret bulk` uploads a placeholder; the deploy replaces it. */
function setSecrets(values, config) {
  const names = Object.keys(values)
  if (!names.length) return
  step("Setting secrets")
  mustWrangler(["secret", "bulk", ...config], { capture: true, input: JSON.stringify(values) })
  console.log(`Set: ${names.join(", ")}.`)
}

/** Builds the web app and deploys; returns wrangler's deploy targets (its output file, not its log). */
function buildAndDeploy(config, generated) {
  step("Build and deploy")
  const build = spawnSync(VITE, ["build", "--logLevel", "warn"], { cwd: root, env: childEnv, stdio: "inherit" })
  if (build.status !== 0) throw new DeployError("The web build (vite build) failed; see above.")
  const outputFile = resolve(dirname(generated), "deploy-output.ndjson")
  rmSync(outputFile, { force: true })
  mustWrangler(["deploy", ...config], { env: { WRANGLER_OUTPUT_FILE_PATH: outputFile } })
  const entries = existsSync(outputFile) ? readFileSync(outputFile, "utf8").trim().split("\n").map(JSON.parse) : []
  return entries.findLast((e) => e.type === "deploy")?.targets ?? []
}

/** The worker's public URL: a custom domain if there is one, else its workers.dev address. */
function workerUrl(targets) {
  const domain = targets.map((t) => /^(\S+) \(custom domain/.exec(t)?.[1]).find(Boolean)
  return domain ? `https://${domain}` : targets.find((t) => t.startsWith("https://"))
}

async function main() {
  const { name } = parseDeployArgs(process.argv.slice(2))
  ensureInstalled()
  // wrangler.toml is read only when needed: reading it loads wrangler's bundle (seconds of CPU), which
  // a run that stops at the sign-in or the secrets does without.
  let deployment
  const load = async () => (deployment ??= await deploymentConfig(name))
  const accountId = await checkSignIn(async () => (await load()).source.raw.account_id)
  await checkPublicUrl(accountId, async () => (await load()).raw)
  const { values: secrets, existing } = await missingSecrets(name ? ["--name", name] : [])
  const { source, raw, outPath } = await load()
  const ids = ensureDatabases(raw)
  const generated = writeGeneratedConfig({ path: source.path, raw }, ids, outPath)
  const config = ["--config", relative(root, generated)]
  console.log(`Wrote ${config[1]} (git-ignored).`)
  ensureQueues(raw, config)
  applyMigrations(raw, config)
  setSecrets(secrets, config)
  const vapiKeySet = existing.includes("VAPI_API_KEY") || "VAPI_API_KEY" in secrets
  console.log(`\n${deployedMessage(workerUrl(buildAndDeploy(config, generated)), { vapiKeySet })}`)
}

await runDeployScript(main)
