import { spawn } from "node:child_process"
import { once } from "node:events"
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fakeWranglerScript, startFakeWrangler } from "./test/fake-wrangler.mjs"
import { QUEUES } from "../worker/src/jobs/messages"
import { needsWorkersDev } from "./deploy-account.mjs"
import { MAX_NAME_LENGTH } from "./deploy-name.mjs"
import { deployedMessage } from "./deploy-next-steps.mjs"
import { SECRETS } from "./deploy-secrets.mjs"

/*
 * `npm run deploy` (scripts/deploy.mjs) against a stand-in wrangler (scripts/test/fake-wrangler.mjs)
 * that keeps a pretend Cloudflare account in a file and records every call. Nothing reaches the network.
 * One fake serves the file's runs; the executables the deploy runs hand their calls to it.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const DEPLOY = here("./deploy.mjs")
const MIGRATE = here("./deploy-migrate.mjs")
const repo = (p: string) => here(`../${p}`)

interface Call {
  tool: string
  args: string[]
  envKeys: string[]
  stdin?: string
}
interface Account {
  loggedIn: boolean
  email: string
  accounts: { id: string; name: string }[]
  /** null: none registered yet, as on a brand-new account. */
  subdomain: string | null
  d1: { uuid: string; name: string; migrations: string[] }[]
  queues: string[]
  workers: Record<string, { deployed: boolean; secrets: string[] }>
  deploys?: number
}

// Distinct values, so a leak anywhere is found by a plain substring search.
const SECRET_VALUES = {
  OPERATOR_PASSWORD: "pw-6b1f0c9e-correct-horse",
  VAPI_API_KEY: "vapi-key-3d2a7e41",
  VAPI_WEBHOOK_SECRET: "hook-secret-90c4f5d2",
}

const fakeWrangler = await startFakeWrangler()
const dirs: string[] = []
afterAll(async () => {
  await fakeWrangler.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh pretend account, and wrangler / vite executables that call the fake against it. */
function account(overrides: Partial<Account> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "cold-caller-deploy-"))
  dirs.push(dir)
  const empty: Account = {
    loggedIn: true,
    email: "operator@example.com",
    accounts: [{ id: "acc-1", name: "Operator's account" }],
    subdomain: "operator",
    d1: [],
    queues: [],
    workers: {},
  }
  writeFileSync(join(dir, "state.json"), JSON.stringify({ ...empty, ...overrides }))
  writeFileSync(join(dir, "calls.ndjson"), "")
  for (const tool of ["wrangler", "vite"]) {
    writeFileSync(join(dir, tool), fakeWranglerScript(tool, fakeWrangler.port))
    chmodSync(join(dir, tool), 0o755)
  }
  // First on PATH: an install the deploy starts is recorded, never run (no test reaches a registry).
  mkdirSync(join(dir, "bin"))
  writeFakeNpm(join(dir, "bin", "npm"), 'echo "npm: not in this test" >&2; exit 1')
  return {
    dir,
    generated: join(dir, "deploy", "wrangler.generated.jsonc"),
    generatedFor: (name: string) => join(dir, "deploy", name, "wrangler.generated.jsonc"),
    state: () => JSON.parse(readFileSync(join(dir, "state.json"), "utf8")) as Account,
    calls: () =>
      readFileSync(join(dir, "calls.ndjson"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Call),
  }
}
type Fake = ReturnType<typeof account>

/** An `npm` that logs its call to the account's log, then runs `body` (bash). */
function writeFakeNpm(path: string, body: string) {
  const log = `printf '{"tool":"npm","args":["%s"],"envKeys":[]}\\n' "$1" >> "$FAKE_CF_LOG"`
  writeFileSync(path, `#!/bin/bash\n${log}\n${body}\n`)
  chmodSync(path, 0o755)
}

/** The environment of a deploy against `fake`: its tools, its account, its API, nothing else. */
const deployEnv = (fake: Fake, env: Record<string, string>) => ({
  PATH: `${join(fake.dir, "bin")}:${process.env.PATH}`,
  HOME: fake.dir,
  WRANGLER_BIN: join(fake.dir, "wrangler"),
  VITE_BIN: join(fake.dir, "vite"),
  DEPLOY_DIR: join(fake.dir, "deploy"),
  CLOUDFLARE_API_BASE_URL: fakeWrangler.apiUrl,
  FAKE_CF_STATE: join(fake.dir, "state.json"),
  FAKE_CF_LOG: join(fake.dir, "calls.ndjson"),
  ...env,
})

/**
 * `npm run deploy` without a terminal (as in CI), with only these variables set. Asynchronous, so
 * runs against different accounts go side by side (each its own pretend account and log).
 * `script`: another deploy script (deploy-migrate.mjs); `cwd`: another clone.
 */
async function deploy(
  fake: Fake,
  env: Record<string, string> = {},
  { args = [] as string[], script = DEPLOY, cwd = repo("") } = {}
) {
  const before = fake.calls().length
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: deployEnv(fake, env),
  })
  let stdout = ""
  let stderr = ""
  child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c))
  child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c))
  const [status] = (await once(child, "close")) as [number | null]
  return { status, stdout, stderr, calls: fake.calls().slice(before) }
}
type Run = Awaited<ReturnType<typeof deploy>>

/** A call as the deploy's steps name it: "whoami", "d1 create", "queues info", "vite build", … */
const verb = (c: Call) =>
  c.tool === "vite" || c.tool === "npm"
    ? `${c.tool} ${c.args[0]}`
    : c.tool === "api"
      ? `api ${c.args[1]!.split("/").slice(-2).join("/")}`
      : ["d1", "queues", "secret", "auth"].includes(c.args[0]!)
        ? c.args.slice(0, 2).join(" ")
        : c.args[0]!
const verbs = (calls: Call[]) => calls.map(verb)
const allQueues = Object.values(QUEUES).flatMap((q) => [q.name, q.deadLetter])
const migrationFiles = readdirSync(repo("migrations")).filter((f) => f.endsWith(".sql"))

/*
 * The runs that stop early, each against an account of its own, start with the file and go side by
 * side with the first and second run below; their tests await them.
 */
const severalAccounts = [
  { id: "acc-1", name: "One" },
  { id: "acc-2", name: "Two" },
]
const early = {} as Record<
  "signedOut" | "severalAccounts" | "noPassword" | "noSubdomain" | "cutKey" | "badName" | "longName",
  Promise<Run>
>
const noSubdomain = account({ subdomain: null })
beforeAll(() => {
  early.signedOut = deploy(account({ loggedIn: false }), SECRET_VALUES)
  early.severalAccounts = deploy(account({ accounts: severalAccounts }), SECRET_VALUES)
  early.noPassword = deploy(account(), { VAPI_API_KEY: SECRET_VALUES.VAPI_API_KEY })
  early.noSubdomain = deploy(noSubdomain, SECRET_VALUES)
  early.cutKey = deploy(account(), { ...SECRET_VALUES, GOOGLE_SHEETS_CREDENTIALS: "{" })
  early.badName = deploy(account(), SECRET_VALUES, { args: ["--name", "Acme_Co"] })
  early.longName = deploy(account(), SECRET_VALUES, { args: [`--name=${"a".repeat(MAX_NAME_LENGTH + 1)}`] })
  // Awaited by their tests; a run that fails to start is their failure, not an unhandled one.
  for (const run of Object.values(early)) run.catch(() => {})
})

describe("npm run deploy on an account that has nothing yet, then again", () => {
  const fake = account()
  const wranglerToml = readFileSync(repo("wrangler.toml"), "utf8")
  let first: Run
  let afterFirst: Account
  let second: Run
  beforeAll(async () => {
    first = await deploy(fake, SECRET_VALUES)
    afterFirst = fake.state()
    second = await deploy(fake, SECRET_VALUES)
  })

  it("signs in, creates the database and every queue, migrates, sets the secrets, builds and deploys, in that order", () => {
    expect(first.stderr).toBe("")
    expect(first.status).toBe(0)
    expect(verbs(first.calls)).toEqual([
      "whoami",
      "auth token",
      "api workers/subdomain",
      "secret list",
      "d1 list",
      "d1 create",
      "d1 list",
      ...allQueues.flatMap(() => ["queues info", "queues create"]),
      "d1 migrations",
      "secret bulk",
      "vite build",
      "deploy",
    ])
    expect(afterFirst.d1.map((d) => d.name)).toEqual(["cold-caller"])
    expect([...afterFirst.queues].sort()).toEqual([...allQueues].sort())
    expect(afterFirst.d1[0]!.migrations).toEqual([...migrationFiles].sort())
    expect(afterFirst.workers).toEqual({ "cold-caller": { deployed: true, secrets: Object.keys(SECRET_VALUES) } })
    const bulk = first.calls.find((c) => verb(c) === "secret bulk")!
    expect(JSON.parse(bulk.stdin!)).toEqual(SECRET_VALUES)
  })

  it("deploys with a generated config holding the real id, and leaves wrangler.toml as it was", () => {
    const config = JSON.parse(readFileSync(fake.generated, "utf8").replace(/^\/\/.*$/gm, ""))
    expect(config.d1_databases[0].database_id).toBe(afterFirst.d1[0]!.uuid)
    expect(config.observability).toEqual({ enabled: true })
    for (const c of first.calls.filter((c) =>
      ["queues info", "queues create", "d1 migrations", "secret bulk", "deploy"].includes(verb(c))
    ))
      expect(c.args[c.args.indexOf("--config") + 1]).toMatch(/wrangler\.generated\.jsonc$/)
    expect(readFileSync(repo("wrangler.toml"), "utf8")).toBe(wranglerToml)
    expect(wranglerToml).not.toContain(afterFirst.d1[0]!.uuid)
  })

  it("prints the app's URL, the webhook URL and the next step", () => {
    expect(first.stdout).toContain("App:     https://cold-caller.operator.workers.dev\n")
    expect(first.stdout).toContain("Webhook: https://cold-caller.operator.workers.dev/api/webhooks/vapi\n")
    // The rest happens in the app: no hand-built assistant, no header to paste into Vapi.
    const next = /\nNext: .*/s.exec(first.stdout)![0]
    expect(next).toMatch(/^\nNext: open https:\/\/cold-caller\.operator\.workers\.dev, sign in with OPERATOR_PASSWORD/)
    expect(next).toContain("Setup checklist")
    expect(next).toContain("Settings → Voice create the assistant")
    expect(next).toContain("(docs/going-live.md)")
    // The key was given to the deploy, so it is not asked for again.
    expect(next).not.toContain("API Configuration")
    expect(next).not.toMatch(/X-Vapi-Secret|VAPI_WEBHOOK_SECRET/)
  })

  it("a second run creates nothing, applies no migration, sets no secret, and deploys again", () => {
    expect(second.stderr).toBe("")
    expect(second.status).toBe(0)
    expect(verbs(second.calls)).toEqual([
      "whoami",
      "auth token",
      "api workers/subdomain",
      "secret list",
      "d1 list",
      ...allQueues.map(() => "queues info"),
      "d1 migrations",
      "vite build",
      "deploy",
    ])
    expect(second.stdout).toContain("No migrations to apply")
    expect({ ...fake.state(), deploys: 1 }).toEqual(afterFirst)
    expect(fake.state().deploys).toBe(2)
  })

  it("no secret value reaches a command line, a child's environment or the deploy's output", () => {
    for (const run of [first, second]) {
      for (const call of run.calls) {
        for (const value of Object.values(SECRET_VALUES)) expect(call.args.join(" ")).not.toContain(value)
        for (const { name } of SECRETS) expect(call.envKeys).not.toContain(name)
      }
      for (const value of Object.values(SECRET_VALUES)) expect(run.stdout + run.stderr).not.toContain(value)
    }
  })
})

describe("what the deploy prints at the end", () => {
  it("without a Vapi key, the next step starts with pasting one in Settings", () => {
    const next = deployedMessage("https://calls.example.com", { vapiKeySet: false })
    expect(next).toContain("Webhook: https://calls.example.com/api/webhooks/vapi\n")
    expect(next).toMatch(
      /Setup checklist: paste your Vapi private key in Settings → API Configuration, then in Settings → Voice create/
    )
  })

  it("without a public URL, says how to get one", () => {
    expect(deployedMessage(undefined, { vapiKeySet: true })).toMatch(/no public URL.*add a custom domain/s)
  })
})

describe("npm run deploy stops with a clear message", () => {
  it("when nobody is signed in, before it changes anything", async () => {
    const run = await early.signedOut
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/Not signed in to Cloudflare\. Run `npx wrangler login`.*CLOUDFLARE_API_TOKEN/s)
    expect(verbs(run.calls)).toEqual(["whoami"])
  })

  it("when the sign-in reaches several accounts and CLOUDFLARE_ACCOUNT_ID picks none", async () => {
    const run = await early.severalAccounts
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/set CLOUDFLARE_ACCOUNT_ID to one of:\n {2}acc-1 {2}One\n {2}acc-2 {2}Two/)
    expect(verbs(run.calls)).toEqual(["whoami"])
  })

  it("when the required password is neither set nor in the environment, without a terminal to ask, before it changes anything", async () => {
    const run = await early.noPassword
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("OPERATOR_PASSWORD is not set")
    expect(verbs(run.calls)).toEqual(["whoami", "auth token", "api workers/subdomain", "secret list"])
  })
})

describe("the secrets the deploy asks for", () => {
  it("are documented in .dev.vars.example, whose other keys are [vars] defaults or local-only", () => {
    const documented = [
      ...readFileSync(repo(".dev.vars.example"), "utf8").matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm),
    ].map((m) => m[1])
    const secrets = SECRETS.map((s) => s.name)
    const vars = [...readFileSync(repo("wrangler.toml"), "utf8").matchAll(/^([A-Z][A-Z0-9_]+) = /gm)].map((m) => m[1])
    const localOnly = ["RESEND_BASE_URL", "SANDBOX_TIME_SCALE", "SCRAPE_PACING"]
    for (const name of secrets) expect(documented).toContain(name)
    expect(documented.filter((k) => !secrets.includes(k!)).sort()).toEqual([...vars, ...localOnly].sort())
  })
})

describe("from a fresh clone", () => {
  it("installs the dependencies first, then deploys (no node_modules: no wrangler)", async () => {
    const fake = account()
    const clone = mkdtempSync(join(tmpdir(), "cold-caller-clone-"))
    dirs.push(clone)
    for (const p of ["scripts", "migrations", "wrangler.toml", "package.json", "package-lock.json"])
      cpSync(repo(p), join(clone, p), { recursive: true })
    mkdirSync(join(clone, "worker/src"), { recursive: true })
    writeFileSync(join(clone, "worker/src/index.ts"), "export default {}\n")
    // `npm ci` here: wrangler's package from this checkout, the stand-in tools as its executables.
    const modules = join(clone, "node_modules")
    writeFakeNpm(
      join(fake.dir, "bin", "npm"),
      [
        '[ "$1" = ci ] || exit 1',
        `mkdir -p ${modules}/.bin`,
        `ln -s ${repo("node_modules/wrangler")} ${modules}/wrangler`,
        `cp ${join(fake.dir, "wrangler")} ${join(fake.dir, "vite")} ${modules}/.bin/`,
        `touch ${modules}/.package-lock.json`,
      ].join("\n")
    )
    const script = join(clone, "scripts/deploy.mjs")
    const run = await deploy(fake, { ...SECRET_VALUES, WRANGLER_BIN: "", VITE_BIN: "" }, { cwd: clone, script })
    expect(run.stderr).toBe("")
    expect(run.status).toBe(0)
    expect(run.stdout).toContain("Installing dependencies (npm ci)")
    expect(verbs(run.calls).slice(0, 2)).toEqual(["npm ci", "whoami"])
    expect(verbs(run.calls).at(-1)).toBe("deploy")
  })
})

describe("an account without a workers.dev subdomain", () => {
  it("stops before it creates anything, and says where to choose one", async () => {
    const run = await early.noSubdomain
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/no workers\.dev subdomain yet/)
    expect(run.stderr).toContain("https://dash.cloudflare.com/acc-1/workers/onboarding")
    expect(run.stderr).toMatch(/or add a custom domain to wrangler\.toml.*Nothing was created/s)
    expect(verbs(run.calls)).toEqual(["whoami", "auth token", "api workers/subdomain"])
    expect(noSubdomain.state()).toMatchObject({ d1: [], queues: [], workers: {} })
  })

  it("needs none when the worker serves only on a route, as wrangler decides", () => {
    const domain = [{ pattern: "calls.example.com", custom_domain: true }]
    expect(needsWorkersDev({})).toBe(true)
    expect(needsWorkersDev({ routes: domain })).toBe(false)
    expect(needsWorkersDev({ route: "calls.example.com/*" })).toBe(false)
    expect(needsWorkersDev({ routes: domain, workers_dev: true })).toBe(true)
  })
})

/** A service-account key file as Google downloads it: several lines. */
const KEY = {
  type: "service_account",
  project_id: "acme-sheets",
  private_key_id: "0123456789abcdef",
  private_key: `-----BEGIN PRIVATE KEY-----\n${"MIIEvQIBADANBgkqhkiG9w0BAQEFAASC".repeat(40)}\n-----END PRIVATE KEY-----\n`,
  client_email: "sheets@acme-sheets.iam.gserviceaccount.com",
  token_uri: "https://oauth2.googleapis.com/token",
}
/** A paste into a terminal in raw mode: each line break arrives as Enter (\r). */
const pasted = (text: string) => text.replaceAll("\n", "\r")

/**
 * `npm run deploy` in a terminal (a pseudo-terminal from util-linux `script`): each prompt gets the
 * next of `typed[NAME]`, or Enter. Output is stdout and stderr together, as a terminal shows them.
 */
async function deployInTerminal(fake: Fake, env: Record<string, string>, typed: Record<string, string[]>) {
  const before = fake.calls().length
  const child = spawn("script", ["-qefc", `${process.execPath} ${DEPLOY}`, "/dev/null"], {
    cwd: repo(""),
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...deployEnv(fake, env), TERM: "dumb" },
  })
  let output = ""
  let answered = 0
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk
    const prompt = /([A-Z][A-Z0-9_]+) – [^\n]*: $/.exec(output.slice(answered))
    if (!prompt) return
    answered = output.length
    const text = typed[prompt[1]!]?.shift() ?? ""
    // A moment for the prompt's raw mode, as a person takes.
    setTimeout(() => child.stdin.write(`${text}\r`), 50)
  })
  child.stderr.resume()
  const [status] = (await once(child, "close")) as [number | null]
  return { status, output, calls: fake.calls().slice(before) }
}

describe("the Google service-account key", () => {
  it("typed at the prompt over several lines, is read until it parses and stored whole, after a cut paste is refused", async () => {
    const fake = account()
    const whole = pasted(JSON.stringify(KEY, null, 2))
    const cut = pasted(JSON.stringify(KEY, null, 2).split("\n").slice(0, 3).join("\n")) + "\r"
    const run = await deployInTerminal(fake, SECRET_VALUES, { GOOGLE_SHEETS_CREDENTIALS: [cut, whole] })
    expect(run.status).toBe(0)
    expect(run.output).toMatch(
      /not the whole JSON key file.*Paste the file again, or press Enter and paste it later in Settings → API Configuration/
    )
    const bulk = run.calls.find((c) => verb(c) === "secret bulk")!
    const stored = JSON.parse(bulk.stdin!)
    expect(JSON.parse(stored.GOOGLE_SHEETS_CREDENTIALS)).toEqual(KEY)
    expect(stored.GOOGLE_SHEETS_CREDENTIALS).not.toContain("\n  ")
    expect(run.output).not.toContain(KEY.client_email)
    expect(fake.state().workers["cold-caller"]!.secrets).toContain("GOOGLE_SHEETS_CREDENTIALS")
  })

  it("from the environment, is refused before anything changes when it is not a whole key", async () => {
    const run = await early.cutKey
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(
      /GOOGLE_SHEETS_CREDENTIALS: This is not the whole JSON key file.*Settings → API Configuration/s
    )
    expect(verbs(run.calls)).not.toContain("d1 create")
  })
})

describe("npm run deploy -- --name acme", () => {
  const fake = account()
  let acme: Run
  let again: Run
  let migrate: Run
  let ghost: Run
  let afterAcme: Account
  let defaultConfig: string
  beforeAll(async () => {
    await deploy(fake, SECRET_VALUES)
    defaultConfig = readFileSync(fake.generated, "utf8")
    acme = await deploy(fake, SECRET_VALUES, { args: ["--name", "acme"] })
    afterAcme = fake.state()
    again = await deploy(fake, SECRET_VALUES, { args: ["--name=acme"] })
    migrate = await deploy(fake, {}, { script: MIGRATE, args: ["--name", "acme"] })
    ghost = await deploy(fake, {}, { script: MIGRATE, args: ["--name", "ghost"] })
  })
  const acmeQueues = allQueues.map((q) => q.replace(/^cold-caller/, "acme"))

  it("gives a second operator their own worker, database, queues, secrets and URL, beside the first", () => {
    expect(acme.stderr).toBe("")
    expect(acme.status).toBe(0)
    expect(afterAcme.d1.map((d) => d.name)).toEqual(["cold-caller", "acme"])
    expect(afterAcme.d1[1]!.migrations).toEqual([...migrationFiles].sort())
    expect([...afterAcme.queues].sort()).toEqual([...allQueues, ...acmeQueues].sort())
    expect(Object.keys(afterAcme.workers)).toEqual(["cold-caller", "acme"])
    expect(afterAcme.workers.acme).toEqual({ deployed: true, secrets: Object.keys(SECRET_VALUES) })
    // Its secrets are asked for by its own name: the first worker's do not count.
    expect(acme.calls.find((c) => verb(c) === "secret list")!.args).toEqual(expect.arrayContaining(["--name", "acme"]))
    expect(acme.stdout).toContain("App:     https://acme.operator.workers.dev\n")
    const config = JSON.parse(readFileSync(fake.generatedFor("acme"), "utf8").replace(/^\/\/.*$/gm, ""))
    expect(config.name).toBe("acme")
    expect(config.d1_databases[0].database_id).toBe(afterAcme.d1[1]!.uuid)
    expect(readFileSync(fake.generated, "utf8")).toBe(defaultConfig)
  })

  it("a later deploy of the same name finds its database and queues again and creates nothing", () => {
    expect(again.status).toBe(0)
    expect(verbs(again.calls)).not.toContain("d1 create")
    expect(verbs(again.calls)).not.toContain("queues create")
    expect(again.stdout).toContain("No migrations to apply to acme")
    expect({ ...fake.state(), deploys: afterAcme.deploys }).toEqual(afterAcme)
  })

  it("npm run db:migrate:remote -- --name acme migrates that operator's database; an unknown name is refused", () => {
    const pkg = JSON.parse(readFileSync(repo("package.json"), "utf8"))
    expect(pkg.scripts["db:migrate:remote"]).toBe("exec node scripts/deploy-migrate.mjs")
    expect(migrate.status).toBe(0)
    expect(verbs(migrate.calls)).toEqual(["whoami", "d1 list", "d1 migrations"])
    const apply = migrate.calls.at(-1)!
    expect(resolve(repo(""), apply.args[apply.args.indexOf("--config") + 1]!)).toBe(fake.generatedFor("acme"))
    expect(migrate.stdout).toContain("No migrations to apply to acme")
    expect(ghost.status).toBe(1)
    expect(ghost.stderr).toContain("No D1 database ghost in this account. Run npm run deploy -- --name ghost first")
    expect(verbs(ghost.calls)).toEqual(["whoami", "d1 list"])
  })

  it("refuses a name Cloudflare would not take, before it runs anything", async () => {
    for (const run of [await early.badName, await early.longName]) {
      expect(run.status).toBe(1)
      expect(run.calls).toEqual([])
    }
    expect((await early.badName).stderr).toMatch(
      /"Acme_Co" cannot name a deployment: use lowercase letters, digits and hyphens/
    )
    expect((await early.longName).stderr).toContain(`is too long: at most ${MAX_NAME_LENGTH} characters`)
  })
})
