// `npm run deploy`: everything between a Cloudflare sign-in and a running worker, in order, each step
// idempotent: a second run creates nothing, sets no secret, and only deploys.
//   1. sign-in (`wrangler login`, or CLOUDFLARE_API_TOKEN + CLOUDFLARE_ACCOUNT_ID in CI)
//   2. the D1 database and every queue and dead-letter queue wrangler.toml names, created if missing;
//      the real D1 id goes into a git-ignored generated config (scripts/deploy-config.mjs says why)
//   3. migrations, once (`d1 migrations apply --remote` skips those already applied)
//   4. the secrets the worker lacks (scripts/deploy-secrets.mjs; asked for right after sign-in), set
//      through `wrangler secret bulk`'s stdin
//   5. the web build and `wrangler deploy`, then the URLs and the next step
// WRANGLER_BIN and VITE_BIN replace the two tools (scripts/deploy.test.ts runs a stand-in wrangler).
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import { dirname, relative, resolve } from "node:path"
import { CONFIG_KEYS } from "./config-env.mjs"
import { databases, queueNames, readConfig, writeGeneratedConfig } from "./deploy-config.mjs"
import { deployedMessage } from "./deploy-next-steps.mjs"
import { collectSecrets, SECRETS } from "./deploy-secrets.mjs"
import { root } from "./lib.mjs"

const WRANGLER = process.env.WRANGLER_BIN || `${root}node_modules/.bin/wrangler`
const VITE = process.env.VITE_BIN || `${root}node_modules/.bin/vite`

/** A failure with a message for the operator (printed without a stack). */
class DeployError extends Error {}

/** The children's environment: no secret (values travel on stdin only), no banner on every command. */
const childEnv = { ...process.env, WRANGLER_HIDE_BANNER: "true" }
for (const key of [...CONFIG_KEYS, ...SECRETS.map((s) => s.name)]) delete childEnv[key]

const step = (title) => console.log(`\n▸ ${title}`)

/**
 * Runs wrangler. `capture` keeps its output for parsing, else the operator sees it; `input` is its
 * stdin; `prompts: false` keeps the terminal from it, so it asks nothing and takes its defaults.
 */
function wrangler(args, { capture = false, input, env, prompts = true } = {}) {
  const out = capture ? "pipe" : "inherit"
  const res = spawnSync(WRANGLER, args, {
    cwd: root,
    env: { ...childEnv, ...env },
    encoding: "utf8",
    input,
    stdio: [input !== undefined ? "pipe" : prompts ? "inherit" : "ignore", out, out],
    maxBuffer: 16 * 1024 * 1024,
  })
  if (res.error) throw new DeployError(`Could not run ${WRANGLER}: ${res.error.message}`)
  return { ok: res.status === 0, output: `${res.stdout ?? ""}${res.stderr ?? ""}`, stdout: res.stdout ?? "" }
}

function mustWrangler(args, opts) {
  const res = wrangler(args, opts)
  if (!res.ok) throw new DeployError(`wrangler ${args[0]} ${args[1] ?? ""} failed.\n${res.output.trim()}`)
  return res
}

/** wrangler's --json output, after any line of text it printed first. */
function parseJson(stdout) {
  const start = stdout.search(/^[[{]/m)
  if (start < 0) throw new DeployError(`Expected JSON from wrangler, got:\n${stdout}`)
  return JSON.parse(stdout.slice(start))
}

async function checkSignIn() {
  step("Cloudflare sign-in")
  // --json prints {"loggedIn":false} and exits 1 when signed out; no JSON at all means another failure.
  const res = wrangler(["whoami", "--json"], { capture: true })
  if (!/^[[{]/m.test(res.stdout)) throw new DeployError(`wrangler whoami failed.\n${res.output.trim()}`)
  const who = parseJson(res.stdout)
  if (!who.loggedIn) {
    throw new DeployError(
      "Not signed in to Cloudflare. Run `npx wrangler login` (a browser opens), or in CI set " +
        'CLOUDFLARE_API_TOKEN (the "Edit Cloudflare Workers" token template plus D1 and Queues edit) and CLOUDFLARE_ACCOUNT_ID.'
    )
  }
  const accounts = who.accounts ?? []
  const accountId =
    process.env.CLOUDFLARE_ACCOUNT_ID || (accounts.length > 1 ? (await readConfig()).raw.account_id : undefined)
  // wrangler would ask which account on every command, with its output captured here: decide once.
  if (!accountId && accounts.length > 1) {
    const list = accounts.map((a) => `  ${a.id}  ${a.name}`).join("\n")
    throw new DeployError(`This sign-in reaches several accounts; set CLOUDFLARE_ACCOUNT_ID to one of:\n${list}`)
  }
  const account = accountId ? (accounts.find((a) => a.id === accountId)?.name ?? accountId) : accounts[0]?.name
  console.log(`Signed in${who.email ? ` as ${who.email}` : ""}${account ? `, account ${account}` : ""}.`)
}

/** The D1 databases by name → id, each created if missing (`d1 create` has no --json: list again). */
function ensureDatabases(raw) {
  step("D1 database")
  const list = () => parseJson(mustWrangler(["d1", "list", "--json"], { capture: true }).stdout)
  let existing = list()
  const missing = databases(raw).filter((d) => !existing.some((e) => e.name === d.name))
  for (const { name } of missing) {
    console.log(`Creating D1 database ${name}…`)
    mustWrangler(["d1", "create", name], { capture: true })
  }
  if (missing.length) existing = list()
  const ids = {}
  for (const { name } of databases(raw)) {
    ids[name] = existing.find((e) => e.name === name)?.uuid
    if (!ids[name]) throw new DeployError(`D1 database ${name} is still missing after creating it.`)
    console.log(`${name}: ${ids[name]}`)
  }
  return ids
}

/** `queues list` prints only a table: ask for each queue, and create it on "does not exist". */
function ensureQueues(raw, config) {
  step("Queues")
  for (const name of queueNames(raw)) {
    const info = wrangler(["queues", "info", name, ...config], { capture: true })
    if (info.ok) {
      console.log(`${name}: exists`)
      continue
    }
    if (!/does not exist/i.test(info.output))
      throw new DeployError(`wrangler queues info ${name} failed.\n${info.output}`)
    console.log(`${name}: creating…`)
    mustWrangler(["queues", "create", name, ...config], { capture: true })
  }
}

/**
 * Without prompts: on a terminal wrangler would ask to confirm, and a "no" still exits 0, which would
 * deploy code onto the old schema. Migrations already applied are skipped.
 */
function applyMigrations(raw, config) {
  step("Migrations")
  for (const { binding } of databases(raw)) {
    mustWrangler(["d1", "migrations", "apply", binding, "--remote", ...config], { prompts: false })
  }
}

/**
 * The secrets the worker does not have yet (a worker not deployed yet has none), with their values,
 * and the names it has. Asked before any change, so a terminal session needs no one watching
 * afterwards and CI fails early.
 */
async function missingSecrets() {
  step("Secrets")
  const list = wrangler(["secret", "list", "--format", "json"], { capture: true })
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
  // wrangler.toml is read only now: reading it loads wrangler's bundle (seconds of CPU), which a run
  // that stops at the sign-in or the secrets does without.
  await checkSignIn()
  const { values: secrets, existing } = await missingSecrets()
  const source = await readConfig()
  const ids = ensureDatabases(source.raw)
  const generated = writeGeneratedConfig(source, ids)
  const config = ["--config", relative(root, generated)]
  console.log(`Wrote ${config[1]} (git-ignored).`)
  ensureQueues(source.raw, config)
  applyMigrations(source.raw, config)
  setSecrets(secrets, config)
  const vapiKeySet = existing.includes("VAPI_API_KEY") || "VAPI_API_KEY" in secrets
  console.log(`\n${deployedMessage(workerUrl(buildAndDeploy(config, generated)), { vapiKeySet })}`)
}

try {
  await main()
} catch (err) {
  console.error(`\n✘ ${err instanceof DeployError ? err.message : (err?.stack ?? err)}`)
  process.exit(1)
}
