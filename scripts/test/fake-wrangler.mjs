// A stand-in for wrangler 4.86 (and `vite build`) for scripts/deploy.test.ts: it answers the commands
// scripts/deploy.mjs runs the way wrangler does (same JSON, same refusals), keeps a Cloudflare account
// in a JSON file, and records every call. Nothing here reaches the network.
//
// One long-lived fake per test file (startFakeWrangler): the `wrangler` and `vite` executables the
// deploy runs are small bash scripts (fakeWranglerScript) that hand their call (arguments, working
// directory, environment, the stdin of `secret bulk`) to it over a loopback socket and replay its
// answer, so a call costs a bash process instead of a Node start. The account is FAKE_CF_STATE (a JSON
// file) and the log FAKE_CF_LOG (one JSON line per call: tool, args, environment variable names, stdin
// of `secret bulk`), both from the calling process's environment.
//
// The account (state): { loggedIn, email, accounts, subdomain (null: none registered yet), d1: [{ uuid,
// name, migrations }], queues, workers: { [name]: { deployed, secrets } }, deploys }. The same fake
// answers the one Cloudflare API call the deploy makes itself (GET …/workers/subdomain) on `apiUrl`;
// its `auth token` is the state file's path, so the API knows which account asks.
import { randomUUID } from "node:crypto"
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer } from "node:http"
import { createServer } from "node:net"
import { dirname, resolve } from "node:path"

/** Thrown to end a call with a status, as the real tool's process.exit would. */
class Exit {
  constructor(code) {
    this.code = code
  }
}

/** One call of the tool: what it prints and the status it exits with. */
export function fakeWrangler({ tool, args, env, cwd, stdin }) {
  let stdout = ""
  let stderr = ""
  const out = (text) => (stdout += `${text}\n`)
  const exit = (code) => {
    throw new Exit(code)
  }
  const state = JSON.parse(readFileSync(env.FAKE_CF_STATE, "utf8"))
  const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  appendFileSync(
    env.FAKE_CF_LOG,
    JSON.stringify({ tool, args, envKeys: Object.keys(env), ...(stdin !== undefined && { stdin }) }) + "\n"
  )

  const save = () => writeFileSync(env.FAKE_CF_STATE, JSON.stringify(state, null, 2))
  const fail = (message) => {
    stderr += `\n✘ [ERROR] ${message}\n\n`
    exit(1)
  }

  /** The --config file (wrangler.toml's generated JSON copy; `//` comment lines allowed, as in .jsonc). */
  function config() {
    const path = resolve(cwd, flag("--config") ?? fail("the fake reads only a --config JSON file"))
    const text = readFileSync(path, "utf8").replace(/^\s*\/\/.*$/gm, "")
    const at = (p) => resolve(dirname(path), p)
    return { ...JSON.parse(text), at }
  }

  /** The Worker's name: --name, else from --config, else from the wrangler.toml in the working directory, as wrangler does. */
  const workerName = () =>
    flag("--name") ??
    (flag("--config") ? config().name : /^name = "(.+)"$/m.exec(readFileSync(resolve(cwd, "wrangler.toml"), "utf8"))[1])

  /** The database a binding names, refused as wrangler's API refuses an id it does not know. */
  function database(cfg, binding) {
    const d1 =
      cfg.d1_databases.find((d) => d.binding === binding) ?? fail(`Couldn't find a D1 DB with the name ${binding}`)
    const db = state.d1.find((d) => d.uuid === d1.database_id)
    if (!db) fail("binding DB of type d1 must have a valid `id` specified [code: 10021]")
    return { ...d1, db }
  }

  const commands = {
    "vite build": () => {},
    whoami: () => {
      if (!state.loggedIn) {
        out('{"loggedIn":false}')
        exit(1)
      }
      out(
        `\n${JSON.stringify({ loggedIn: true, authType: "OAuth Token", email: state.email, accounts: state.accounts })}`
      )
    },
    "auth token": () => {
      if (!args.includes("--json")) fail("the fake prints the token with --json only")
      if (!state.loggedIn) fail("Not logged in. Please run `wrangler login` to authenticate.")
      out(JSON.stringify({ type: "oauth", token: env.FAKE_CF_STATE }, null, 2))
    },
    "d1 list": () =>
      out(
        JSON.stringify(
          state.d1.map((d) => ({ uuid: d.uuid, name: d.name, version: "production" })),
          null,
          2
        )
      ),
    "d1 create": () => {
      const name = args[2]
      if (state.d1.some((d) => d.name === name)) fail("A database with that name already exists [code: 7502]")
      const uuid = randomUUID()
      state.d1.push({ uuid, name, migrations: [] })
      save()
      out(
        `✅ Successfully created DB '${name}' in region WNAM\n\n{\n  "d1_databases": [\n    {\n      "binding": "${name}",\n      "database_name": "${name}",\n      "database_id": "${uuid}"\n    }\n  ]\n}`
      )
    },
    "queues info": () => {
      const name = args[2]
      if (!state.queues.includes(name))
        fail(`Queue "${name}" does not exist. To create it, run: wrangler queues create ${name}`)
      out(`Queue Name: ${name}\nQueue ID: ${name}-id`)
    },
    "queues create": () => {
      const name = args[2]
      if (state.queues.includes(name)) fail(`A queue with name ${name} already exists [code: 11009]`)
      state.queues.push(name)
      save()
      out(`🌀 Creating queue '${name}'\n✅ Created queue '${name}'`)
    },
    "d1 migrations": () => {
      if (args[2] !== "apply" || !args.includes("--remote")) fail("the fake applies migrations --remote only")
      const cfg = config()
      const { migrations_dir, db } = database(cfg, args[3])
      const pending = readdirSync(cfg.at(migrations_dir))
        .filter((f) => f.endsWith(".sql") && !db.migrations.includes(f))
        .sort()
      if (!pending.length) return out(`✅ No migrations to apply to ${db.name}!`)
      db.migrations.push(...pending)
      save()
      for (const f of pending) out(`${f} ✅`)
    },
    "secret list": () => {
      const name = workerName()
      const worker = state.workers[name]
      if (!worker) {
        fail(`Worker "${name}" not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.`)
      }
      out(
        JSON.stringify(
          worker.secrets.map((s) => ({ name: s, type: "secret_text" })),
          null,
          "  "
        )
      )
    },
    "secret bulk": () => {
      const { name } = config()
      const content = JSON.parse(stdin)
      // wrangler uploads a placeholder Worker to hold the secrets of one that does not exist yet.
      const worker = (state.workers[name] ??= { deployed: false, secrets: [] })
      for (const key of Object.keys(content)) if (!worker.secrets.includes(key)) worker.secrets.push(key)
      save()
      out(`🌀 Creating the secrets for the Worker "${name}"`)
      for (const key of Object.keys(content)) out(`✨ Successfully created secret for key: ${key}`)
    },
    deploy: () => {
      const cfg = config()
      for (const d of cfg.d1_databases) database(cfg, d.binding)
      const queues = [...cfg.queues.producers.map((p) => p.queue), ...cfg.queues.consumers.map((c) => c.queue)]
      for (const q of queues) {
        if (!state.queues.includes(q))
          fail(`Queue "${q}" does not exist. To create it, run: wrangler queues create ${q}`)
      }
      if (!existsSync(cfg.at(cfg.main))) fail(`The entry-point file at "${cfg.main}" was not found.`)
      // Without a terminal wrangler cannot offer to register a subdomain: it stops, after the upload.
      const routes = cfg.routes ?? (cfg.route ? [cfg.route] : [])
      const workersDev = cfg.workers_dev ?? routes.length === 0
      state.workers[cfg.name] ??= { deployed: false, secrets: [] }
      state.workers[cfg.name].deployed = true
      save()
      if (workersDev && !state.subdomain) {
        stdout += "▲ [WARNING] You need to register a workers.dev subdomain before publishing to workers.dev\n"
        fail(
          "You can either deploy your worker to one or more routes by specifying them in your wrangler.jsonc file, " +
            `or register a workers.dev subdomain here:\nhttps://dash.cloudflare.com/${state.accounts[0].id}/workers/onboarding`
        )
      }
      state.deploys = (state.deploys ?? 0) + 1
      save()
      const targets = [
        `https://${cfg.name}.${state.subdomain}.workers.dev`,
        ...cfg.triggers.crons.map((c) => `schedule: ${c}`),
      ]
      out(`Uploaded ${cfg.name}\nDeployed ${cfg.name} triggers\n${targets.map((t) => `  ${t}`).join("\n")}`)
      const outputFile = env.WRANGLER_OUTPUT_FILE_PATH
      if (outputFile)
        appendFileSync(
          outputFile,
          JSON.stringify({ type: "deploy", version: 1, worker_name: cfg.name, targets }) + "\n"
        )
    },
  }

  const verb =
    tool === "vite"
      ? `vite ${args[0]}`
      : ["d1", "queues", "secret", "auth"].includes(args[0])
        ? `${args[0]} ${args[1]}`
        : args[0]
  try {
    ;(commands[verb] ?? (() => fail(`fake wrangler: unsupported command ${tool} ${args.join(" ")}`)))()
    return { code: 0, stdout, stderr }
  } catch (err) {
    if (err instanceof Exit) return { code: err.code, stdout, stderr }
    throw err
  }
}

/** Text as one bash word, quoted. */
const quoted = (text) => `'${text.replaceAll("'", "'\\''")}'`

/**
 * The fake on a loopback port. A call arrives as NUL-terminated fields (tool, working directory,
 * the argument count and arguments, the environment's count and NAME=value entries, whether stdin
 * follows, and stdin) and is answered with the bash that replays it: its stdout, its stderr, its status.
 */
export async function startFakeWrangler() {
  const api = createHttpServer((req, res) => {
    const answer = (status, body) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
    const statePath = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]
    const match = /^\/client\/v4\/accounts\/([^/]+)\/workers\/subdomain$/.exec(req.url ?? "")
    if (!statePath || !existsSync(statePath))
      return answer(400, { success: false, errors: [{ code: 6003, message: "Invalid request headers" }] })
    const state = JSON.parse(readFileSync(statePath, "utf8"))
    appendFileSync(
      resolve(dirname(statePath), "calls.ndjson"),
      JSON.stringify({ tool: "api", args: [req.method, req.url], envKeys: [] }) + "\n"
    )
    if (req.method !== "GET" || !match)
      return answer(404, { success: false, errors: [{ code: 7003, message: "No route" }] })
    if (!state.accounts.some((a) => a.id === match[1]))
      return answer(403, { success: false, errors: [{ code: 10000, message: "Authentication error" }] })
    if (!state.subdomain)
      return answer(404, { success: false, errors: [{ code: 10007, message: "workers.api.error.not_found" }] })
    return answer(200, { success: true, errors: [], messages: [], result: { subdomain: state.subdomain } })
  })
  await new Promise((done) => api.listen(0, "127.0.0.1", done))
  const server = createServer((socket) => {
    let buffer = ""
    let answered = false
    socket.setEncoding("utf8")
    socket.on("data", (chunk) => {
      buffer += chunk
      const call = answered ? undefined : parseCall(buffer.split("\0"))
      if (!call) return
      answered = true
      const { code, stdout, stderr } = fakeWrangler(call)
      socket.end(`printf '%s' ${quoted(stdout)}\nprintf '%s' ${quoted(stderr)} >&2\nexit ${code}\n`)
    })
  })
  await new Promise((done) => server.listen(0, "127.0.0.1", done))
  return {
    port: server.address().port,
    apiUrl: `http://127.0.0.1:${api.address().port}/client/v4`,
    close: () => Promise.all([server, api].map((s) => new Promise((done) => s.close(done)))),
  }
}

/** The call in `fields` once all of it has arrived, else undefined. */
function parseCall(fields) {
  let i = 0
  const next = () => (i < fields.length - 1 ? fields[i++] : undefined)
  const tool = next()
  const cwd = next()
  const nargs = Number(next())
  const args = []
  for (let n = 0; n < nargs; n++) args.push(next())
  const nenv = Number(next())
  const env = {}
  for (let n = 0; n < nenv; n++) {
    const entry = next()
    if (entry === undefined) return undefined
    const at = entry.indexOf("=")
    env[entry.slice(0, at)] = entry.slice(at + 1)
  }
  const hasStdin = next()
  const stdin = hasStdin === "1" ? next() : undefined
  if (hasStdin === undefined || (hasStdin === "1" && stdin === undefined) || args.includes(undefined)) return undefined
  return { tool, args, env, cwd, stdin }
}

/**
 * The executable for `tool` ("wrangler" or "vite"): bash, which hands the call to the fake on `port`
 * and replays the answer. Only `wrangler secret bulk` reads stdin, as the real one does.
 */
export const fakeWranglerScript = (tool, port) => `#!/bin/bash
exec 3<>/dev/tcp/127.0.0.1/${port}
names=$(compgen -e)
count=0
for name in $names; do count=$((count + 1)); done
{
  printf '%s\\0' ${tool} "$PWD" "$#" "$@" "$count"
  for name in $names; do printf '%s=%s\\0' "$name" "\${!name}"; done
  if [ ${tool} = wrangler ] && [ "$1" = secret ] && [ "$2" = bulk ]; then
    IFS= read -r -d '' input
    printf '%s\\0' 1 "$input"
  else
    printf '%s\\0' 0
  fi
} >&3
IFS= read -r -d '' answer <&3
eval "$answer"
`
