// The account a deploy goes to: who is signed in, which account, and whether a worker there can have
// a public URL at all. A brand-new account has no workers.dev subdomain until one is registered; without
// a terminal, `wrangler deploy` then fails at its very last step, after the database, queues, migrations
// and secrets were made. So the deploy reads the subdomain first, before it creates anything.
import { DeployError, mustWrangler, parseJson, step, wrangler } from "./deploy-wrangler.mjs"

/**
 * Checks the sign-in and returns the account id the deploy uses (`configAccountId` reads
 * wrangler.toml's account_id, asked for only when the sign-in reaches several accounts).
 */
export async function checkSignIn(configAccountId) {
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
    process.env.CLOUDFLARE_ACCOUNT_ID || (accounts.length > 1 ? await configAccountId() : accounts[0]?.id)
  // wrangler would ask which account on every command, with its output captured here: decide once.
  if (!accountId && !accounts.length) throw new DeployError("This sign-in shows no account: set CLOUDFLARE_ACCOUNT_ID.")
  if (!accountId) {
    const list = accounts.map((a) => `  ${a.id}  ${a.name}`).join("\n")
    throw new DeployError(`This sign-in reaches several accounts; set CLOUDFLARE_ACCOUNT_ID to one of:\n${list}`)
  }
  const account = accounts.find((a) => a.id === accountId)?.name ?? accountId
  console.log(`Signed in${who.email ? ` as ${who.email}` : ""}, account ${account}.`)
  return accountId
}

/** Whether wrangler deploys this config to workers.dev: `workers_dev`, else only when it has no route (as wrangler decides). */
export function needsWorkersDev(config) {
  const routes = config.routes ?? (config.route ? [config.route] : [])
  return config.workers_dev ?? routes.length === 0
}

const API = "https://api.cloudflare.com/client/v4"

/**
 * The account's workers.dev subdomain, or null when it has none (Cloudflare's error 10007, the one
 * wrangler itself reads before offering to register one). The API is called with wrangler's own
 * credentials (`wrangler auth token`: the login's OAuth token, or CLOUDFLARE_API_TOKEN in CI), at
 * CLOUDFLARE_API_BASE_URL when set, as wrangler does. wrangler has no command that prints it.
 */
export async function workersDevSubdomain(accountId) {
  const auth = parseJson(mustWrangler(["auth", "token", "--json"], { capture: true }).stdout)
  const headers =
    auth.type === "api_key"
      ? { "X-Auth-Key": auth.key, "X-Auth-Email": auth.email }
      : { Authorization: `Bearer ${auth.token}` }
  const url = `${process.env.CLOUDFLARE_API_BASE_URL || API}/accounts/${accountId}/workers/subdomain`
  let res
  try {
    res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
  } catch (err) {
    throw new DeployError(`Could not reach the Cloudflare API to read the workers.dev subdomain: ${err.message}`)
  }
  const body = await res.json().catch(() => null)
  if (body?.success && body.result?.subdomain) return body.result.subdomain
  if (body?.success || body?.errors?.some((e) => e.code === 10007)) return null
  const why = body?.errors?.map((e) => `${e.message} [code: ${e.code}]`).join("; ") || `HTTP ${res.status}`
  throw new DeployError(`Could not read the account's workers.dev subdomain: ${why}`)
}

/**
 * Stops before anything is created when the worker would have no address: it is to serve on
 * workers.dev (`config`, see needsWorkersDev) and the account has no subdomain there yet.
 */
export async function checkPublicUrl(accountId, loadConfig) {
  step("workers.dev subdomain")
  const subdomain = await workersDevSubdomain(accountId)
  if (subdomain) return console.log(`${subdomain}.workers.dev`)
  if (!needsWorkersDev(await loadConfig())) return console.log("None; the worker serves on its route.")
  throw new DeployError(
    "This Cloudflare account has no workers.dev subdomain yet, so the worker would have no address. " +
      `Choose one at https://dash.cloudflare.com/${accountId}/workers/onboarding (or Workers & Pages in the ` +
      'dashboard), or add a custom domain to wrangler.toml (docs/going-live.md, "Deploying"), then run npm run deploy again. ' +
      "Nothing was created."
  )
}
