import { spawn } from "node:child_process"
import { once } from "node:events"
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fakeWranglerScript, startFakeWrangler } from "./test/fake-wrangler.mjs"
import { QUEUES } from "../worker/src/jobs/messages"
import { deployedMessage } from "./deploy-next-steps.mjs"
import { SECRETS } from "./deploy-secrets.mjs"

/*
 * `npm run deploy` (scripts/deploy.mjs) against a stand-in wrangler (scripts/test/fake-wrangler.mjs)
 * that keeps a pretend Cloudflare account in a file and records every call. Nothing reaches the network.
 * One fake serves the file's runs; the executables the deploy runs hand their calls to it.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const DEPLOY = here("./deploy.mjs")
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
  subdomain: string
  d1: { uuid: string; name: string }[]
  queues: string[]
  migrations: string[]
  worker: { deployed: boolean; secrets: string[] } | null
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
    migrations: [],
    worker: null,
  }
  writeFileSync(join(dir, "state.json"), JSON.stringify({ ...empty, ...overrides }))
  writeFileSync(join(dir, "calls.ndjson"), "")
  for (const tool of ["wrangler", "vite"]) {
    writeFileSync(join(dir, tool), fakeWranglerScript(tool, fakeWrangler.port))
    chmodSync(join(dir, tool), 0o755)
  }
  return {
    dir,
    generated: join(dir, "deploy", "wrangler.generated.jsonc"),
    state: () => JSON.parse(readFileSync(join(dir, "state.json"), "utf8")) as Account,
    calls: () =>
      readFileSync(join(dir, "calls.ndjson"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Call),
  }
}
type Fake = ReturnType<typeof account>

/**
 * `npm run deploy` without a terminal (as in CI), with only these variables set. Asynchronous, so
 * runs against different accounts go side by side (each its own pretend account and log).
 */
async function deploy(fake: Fake, env: Record<string, string> = {}) {
  const before = fake.calls().length
  const child = spawn(process.execPath, [DEPLOY], {
    cwd: repo(""),
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: fake.dir,
      WRANGLER_BIN: join(fake.dir, "wrangler"),
      VITE_BIN: join(fake.dir, "vite"),
      DEPLOY_CONFIG: fake.generated,
      FAKE_CF_STATE: join(fake.dir, "state.json"),
      FAKE_CF_LOG: join(fake.dir, "calls.ndjson"),
      ...env,
    },
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
  c.tool === "vite"
    ? `vite ${c.args[0]}`
    : ["d1", "queues", "secret"].includes(c.args[0]!)
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
const early = {} as Record<"signedOut" | "severalAccounts" | "noPassword", Promise<Run>>
beforeAll(() => {
  early.signedOut = deploy(account({ loggedIn: false }), SECRET_VALUES)
  early.severalAccounts = deploy(account({ accounts: severalAccounts }), SECRET_VALUES)
  early.noPassword = deploy(account(), { VAPI_API_KEY: SECRET_VALUES.VAPI_API_KEY })
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
    expect(afterFirst.migrations).toEqual([...migrationFiles].sort())
    expect(afterFirst.worker).toEqual({ deployed: true, secrets: Object.keys(SECRET_VALUES) })
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
    expect(next).toContain('(README, "Going live")')
    // The key was given to the deploy, so it is not asked for again.
    expect(next).not.toContain("API Configuration")
    expect(next).not.toMatch(/X-Vapi-Secret|VAPI_WEBHOOK_SECRET/)
  })

  it("a second run creates nothing, applies no migration, sets no secret, and deploys again", () => {
    expect(second.stderr).toBe("")
    expect(second.status).toBe(0)
    expect(verbs(second.calls)).toEqual([
      "whoami",
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
    expect(verbs(run.calls)).toEqual(["whoami", "secret list"])
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
