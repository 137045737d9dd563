// `npm run deploy -- --name acme`: a deployment of its own for another operator in the same account.
// Worker, D1 database and queue names are account-wide, so a second deployment under wrangler.toml's
// names would replace the first. A name gives each its own: the worker `acme` at
// acme.<subdomain>.workers.dev, the database `acme`, the queues `acme-calls`, `acme-calls-dlq`, …
// (wrangler.toml's names with `cold-caller` replaced). One D1 per operator is also D1's own way to grow
// past one database (10 GB each). The queue consumer tells queues apart by that suffix
// (worker/src/jobs/messages.ts queueOf).
import { DeployError } from "./deploy-wrangler.mjs"

/** A DNS label, as the worker's name is one in <name>.<subdomain>.workers.dev; no underscores. */
const NAME_RULE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/
/** 63 characters, a worker's and a queue's limit, less the longest suffix a queue adds ("-scrape-dlq"). */
export const MAX_NAME_LENGTH = 52
const LONGEST_RESOURCE_NAME = 63

const USAGE = "Usage: npm run deploy [-- --name <name>]"

/** Why `name` cannot name a deployment, or undefined. */
export function nameProblem(name) {
  if (!name) return `--name needs a name, e.g. npm run deploy -- --name acme. ${USAGE}`
  const shown = JSON.stringify(name.slice(0, 80))
  if (name.length > MAX_NAME_LENGTH) return `The name ${shown} is too long: at most ${MAX_NAME_LENGTH} characters.`
  if (!NAME_RULE.test(name)) {
    return (
      `The name ${shown} cannot name a deployment: use lowercase letters, digits and hyphens, ` +
      "starting and ending with a letter or a digit (it becomes the worker's name and its workers.dev address)."
    )
  }
  return undefined
}

/** The command line of the deploy scripts: `--name <name>` or `--name=<name>`, validated. */
export function parseDeployArgs(argv) {
  let name
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === "--name") name = argv[++i] ?? ""
    else if (arg.startsWith("--name=")) name = arg.slice("--name=".length)
    else throw new DeployError(`Unknown argument ${JSON.stringify(arg)}. ${USAGE}`)
  }
  const problem = name === undefined ? undefined : nameProblem(name)
  if (problem) throw new DeployError(problem)
  return { name }
}

/**
 * wrangler.toml's settings for the deployment `name` (none, or wrangler.toml's own: unchanged). Its
 * routes stay with the default deployment (two workers cannot serve one custom domain): a named one
 * serves on workers.dev.
 */
export function operatorConfig(raw, name) {
  if (!name || name === raw.name) return raw
  const base = raw.name
  const rename = (n) => (n === base ? name : n.startsWith(`${base}-`) ? name + n.slice(base.length) : `${name}-${n}`)
  const { routes: _routes, route: _route, workers_dev: _workersDev, ...rest } = raw
  const config = { ...rest, name }
  if (raw.d1_databases) {
    config.d1_databases = raw.d1_databases.map((d) => ({ ...d, database_name: rename(d.database_name) }))
  }
  if (raw.queues) {
    const { producers, consumers } = raw.queues
    config.queues = {
      ...raw.queues,
      ...(producers && { producers: producers.map((p) => ({ ...p, queue: rename(p.queue) })) }),
      ...(consumers && {
        consumers: consumers.map((c) => ({
          ...c,
          queue: rename(c.queue),
          ...(c.dead_letter_queue && { dead_letter_queue: rename(c.dead_letter_queue) }),
        })),
      }),
    }
  }
  const { producers = [], consumers = [] } = config.queues ?? {}
  const names = [
    ...producers.map((p) => p.queue),
    ...consumers.flatMap((c) => [c.queue, c.dead_letter_queue ?? c.queue]),
    ...(config.d1_databases ?? []).map((d) => d.database_name),
  ]
  const tooLong = names.find((n) => n.length > LONGEST_RESOURCE_NAME)
  if (tooLong)
    throw new DeployError(`The name ${name} makes ${tooLong} longer than 63 characters: choose a shorter one.`)
  return config
}
