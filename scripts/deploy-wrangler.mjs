// How `npm run deploy` and `npm run db:migrate:remote` run wrangler: its path, the children's
// environment, and a failure with a message for the operator.
// WRANGLER_BIN replaces the tool (scripts/deploy.test.ts runs a stand-in wrangler).
import { spawnSync } from "node:child_process"
import { CONFIG_KEYS } from "./config-env.mjs"
import { SECRETS } from "./deploy-secrets.mjs"
import { root } from "./lib.mjs"

export const WRANGLER = process.env.WRANGLER_BIN || `${root}node_modules/.bin/wrangler`

/** A failure with a message for the operator (printed without a stack). */
export class DeployError extends Error {}

/** The children's environment: no secret (values travel on stdin only), no banner on every command. */
export const childEnv = { ...process.env, WRANGLER_HIDE_BANNER: "true" }
for (const key of [...CONFIG_KEYS, ...SECRETS.map((s) => s.name)]) delete childEnv[key]

export const step = (title) => console.log(`\n▸ ${title}`)

/**
 * Runs wrangler. `capture` keeps its output for parsing, else the operator sees it; `input` is its
 * stdin; `prompts: false` keeps the terminal from it, so it asks nothing and takes its defaults.
 */
export function wrangler(args, { capture = false, input, env, prompts = true } = {}) {
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

export function mustWrangler(args, opts) {
  const res = wrangler(args, opts)
  if (!res.ok) throw new DeployError(`wrangler ${args[0]} ${args[1] ?? ""} failed.\n${res.output.trim()}`)
  return res
}

/** wrangler's --json output, after any line of text it printed first. */
export function parseJson(stdout) {
  const start = stdout.search(/^[[{]/m)
  if (start < 0) throw new DeployError(`Expected JSON from wrangler, got:\n${stdout}`)
  return JSON.parse(stdout.slice(start))
}

/** Runs `main`, printing a DeployError as one message and anything else with its stack. */
export async function runDeployScript(main) {
  try {
    await main()
  } catch (err) {
    console.error(`\n✘ ${err instanceof DeployError ? err.message : (err?.stack ?? err)}`)
    process.exit(1)
  }
}
