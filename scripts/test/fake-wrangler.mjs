// A stand-in for wrangler 4.86 (and `vite build`) for scripts/deploy.test.ts: it answers the commands
// scripts/deploy.mjs runs the way wrangler does (same JSON, same refusals), keeps a Cloudflare account
// in a JSON file, and records every call. Nothing here reaches the network.
// Usage: node fake-wrangler.mjs <wrangler|vite> ...args, with FAKE_CF_STATE (the account, a JSON file)
// and FAKE_CF_LOG (one JSON line per call: tool, args, environment variable names, stdin of `secret bulk`).
import { randomUUID } from "node:crypto"
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, resolve } from "node:path"

const [tool, ...args] = process.argv.slice(2)
const state = JSON.parse(readFileSync(process.env.FAKE_CF_STATE, "utf8"))
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const stdin = tool === "wrangler" && args[0] === "secret" && args[1] === "bulk" ? readFileSync(0, "utf8") : undefined
appendFileSync(
  process.env.FAKE_CF_LOG,
  JSON.stringify({ tool, args, envKeys: Object.keys(process.env), ...(stdin !== undefined && { stdin }) }) + "\n"
)

const save = () => writeFileSync(process.env.FAKE_CF_STATE, JSON.stringify(state, null, 2))
const fail = (message) => {
  process.stderr.write(`\n✘ [ERROR] ${message}\n\n`)
  process.exit(1)
}

/** The --config file (wrangler.toml's generated JSON copy; `//` comment lines allowed, as in .jsonc). */
function config() {
  const path = resolve(flag("--config") ?? fail("the fake reads only a --config JSON file"))
  const text = readFileSync(path, "utf8").replace(/^\s*\/\/.*$/gm, "")
  const at = (p) => resolve(dirname(path), p)
  return { ...JSON.parse(text), at }
}

/** The Worker's name: from --config, else from the wrangler.toml in the working directory, as wrangler does. */
const workerName = () =>
  flag("--config") ? config().name : /^name = "(.+)"$/m.exec(readFileSync("wrangler.toml", "utf8"))[1]

/** The database a binding names, refused as wrangler's API refuses an id it does not know. */
function database(cfg, binding) {
  const d1 =
    cfg.d1_databases.find((d) => d.binding === binding) ?? fail(`Couldn't find a D1 DB with the name ${binding}`)
  if (!state.d1.some((d) => d.uuid === d1.database_id)) {
    fail("binding DB of type d1 must have a valid `id` specified [code: 10021]")
  }
  return d1
}

const commands = {
  "vite build": () => {},
  whoami: () => {
    if (!state.loggedIn) {
      console.log('{"loggedIn":false}')
      process.exit(1)
    }
    console.log(
      `\n${JSON.stringify({ loggedIn: true, authType: "OAuth Token", email: state.email, accounts: state.accounts })}`
    )
  },
  "d1 list": () =>
    console.log(
      JSON.stringify(
        state.d1.map((d) => ({ ...d, version: "production" })),
        null,
        2
      )
    ),
  "d1 create": () => {
    const name = args[2]
    if (state.d1.some((d) => d.name === name)) fail("A database with that name already exists [code: 7502]")
    const uuid = randomUUID()
    state.d1.push({ uuid, name })
    save()
    console.log(
      `✅ Successfully created DB '${name}' in region WNAM\n\n{\n  "d1_databases": [\n    {\n      "binding": "${name}",\n      "database_name": "${name}",\n      "database_id": "${uuid}"\n    }\n  ]\n}`
    )
  },
  "queues info": () => {
    const name = args[2]
    if (!state.queues.includes(name))
      fail(`Queue "${name}" does not exist. To create it, run: wrangler queues create ${name}`)
    console.log(`Queue Name: ${name}\nQueue ID: ${name}-id`)
  },
  "queues create": () => {
    const name = args[2]
    if (state.queues.includes(name)) fail(`A queue with name ${name} already exists [code: 11009]`)
    state.queues.push(name)
    save()
    console.log(`🌀 Creating queue '${name}'\n✅ Created queue '${name}'`)
  },
  "d1 migrations": () => {
    if (args[2] !== "apply" || !args.includes("--remote")) fail("the fake applies migrations --remote only")
    const cfg = config()
    const dir = cfg.at(database(cfg, args[3]).migrations_dir)
    const pending = readdirSync(dir)
      .filter((f) => f.endsWith(".sql") && !state.migrations.includes(f))
      .sort()
    if (!pending.length) return console.log("✅ No migrations to apply!")
    state.migrations.push(...pending)
    save()
    for (const f of pending) console.log(`${f} ✅`)
  },
  "secret list": () => {
    const name = workerName()
    if (!state.worker) {
      fail(`Worker "${name}" not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.`)
    }
    console.log(
      JSON.stringify(
        state.worker.secrets.map((s) => ({ name: s, type: "secret_text" })),
        null,
        "  "
      )
    )
  },
  "secret bulk": () => {
    const { name } = config()
    const content = JSON.parse(stdin)
    // wrangler uploads a placeholder Worker to hold the secrets of one that does not exist yet.
    state.worker ??= { deployed: false, secrets: [] }
    for (const key of Object.keys(content)) if (!state.worker.secrets.includes(key)) state.worker.secrets.push(key)
    save()
    console.log(`🌀 Creating the secrets for the Worker "${name}"`)
    for (const key of Object.keys(content)) console.log(`✨ Successfully created secret for key: ${key}`)
  },
  deploy: () => {
    const cfg = config()
    for (const d of cfg.d1_databases) database(cfg, d.binding)
    const queues = [...cfg.queues.producers.map((p) => p.queue), ...cfg.queues.consumers.map((c) => c.queue)]
    for (const q of queues) {
      if (!state.queues.includes(q)) fail(`Queue "${q}" does not exist. To create it, run: wrangler queues create ${q}`)
    }
    if (!existsSync(cfg.at(cfg.main))) fail(`The entry-point file at "${cfg.main}" was not found.`)
    state.worker ??= { deployed: false, secrets: [] }
    state.worker.deployed = true
    state.deploys = (state.deploys ?? 0) + 1
    save()
    const targets = [
      `https://${cfg.name}.${state.subdomain}.workers.dev`,
      ...cfg.triggers.crons.map((c) => `schedule: ${c}`),
    ]
    console.log(`Uploaded ${cfg.name}\nDeployed ${cfg.name} triggers\n${targets.map((t) => `  ${t}`).join("\n")}`)
    const out = process.env.WRANGLER_OUTPUT_FILE_PATH
    if (out) appendFileSync(out, JSON.stringify({ type: "deploy", version: 1, worker_name: cfg.name, targets }) + "\n")
  },
}

const verb =
  tool === "vite" ? `vite ${args[0]}` : ["d1", "queues", "secret"].includes(args[0]) ? `${args[0]} ${args[1]}` : args[0]
;(commands[verb] ?? (() => fail(`fake wrangler: unsupported command ${tool} ${args.join(" ")}`)))()
