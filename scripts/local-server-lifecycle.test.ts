import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"
import { ensurePortFree, migrate, root } from "./lib.mjs"
import { cmdline, freePort, get, isRunning, processTree, request } from "./test/server-probe"
import { STAND_IN } from "./test/stand-in-server.mjs"

/*
 * `npm start`'s server must live and die with `npm start`, and keep its secrets out of `ps`. The
 * driver below runs scripts/run-server.mjs, the code start.mjs runs once the web app is built.
 *
 * A real boot (wrangler, workerd) costs seconds of CPU, so there is one per mechanism that stops
 * one: the driver's `shutdown` (run-server.mjs; SIGTERM here) and the server's own exit when its
 * parent's channel closes (SIGKILL). They run side by side, each on its own port with its own copy of
 * the migrated database. The checks of a running server (secrets, sign-in, a second start on its
 * port) share the SIGTERM boot, whose test stops it last. The other ways of stopping (SIGINT and
 * SIGHUP, the shell dying, npm getting SIGINT) end in that same `shutdown`: each runs against a
 * stand-in server (scripts/test/stand-in-server.mjs) with a child of its own and the port held,
 * stopped by the same stopChild, which boots in milliseconds.
 */
const SECRET = "correct-horse-battery-staple-4821"
let migrated: string
const scratch: string[] = []

beforeAll(async () => {
  migrated = mkdtempSync(join(tmpdir(), "cold-caller-lifecycle-"))
  scratch.push(migrated)
  await migrate(migrated)
})
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the migrated database for one server (two workerd on one database would contend). */
function freshPersistTo() {
  const dir = mkdtempSync(join(tmpdir(), "cold-caller-lifecycle-"))
  scratch.push(dir)
  cpSync(migrated, dir, { recursive: true })
  return dir
}

const DRIVER = `
import { runServer } from "./scripts/run-server.mjs"
const serve = process.env.STAND_IN ? (await import("./scripts/test/stand-in-server.mjs")).serveStandIn : undefined
await runServer({ port: Number(process.env.PORT), persistTo: process.env.PERSIST_TO, serve,
  onReady: (s) => console.log("READY " + s.child.pid) })
`

interface DriverOptions {
  /** As npm runs scripts, under `sh -c` (the trailing `; true` stops sh from exec-ing node). */
  viaShell?: boolean
  /** Another command that ends up running the driver (npm start in a scratch package), from `cwd`. */
  command?: { cmd: string; args: string[]; cwd: string }
  /** Serve the stand-in instead of wrangler and workerd (see above). */
  standIn?: boolean
}

/** What the server's runtime has on its command line: workerd, or the stand-in's. */
const runtimeOf = (standIn: boolean) => (standIn ? STAND_IN : "workerd")

function startDriver(port: number, { viaShell = false, command, standIn = false }: DriverOptions = {}) {
  const { cmd, args, cwd } =
    command ??
    (viaShell
      ? { cmd: "sh", args: ["-c", `"${process.execPath}" --input-type=module -e "$DRIVER"; true`], cwd: root }
      : { cmd: process.execPath, args: ["--input-type=module", "-e", DRIVER], cwd: root })
  const child = spawn(cmd, args, {
    cwd,
    env: {
      ...process.env,
      DRIVER,
      PORT: String(port),
      ...(standIn ? { STAND_IN: "1" } : { PERSIST_TO: freshPersistTo() }),
      OPERATOR_PASSWORD: SECRET,
      WRANGLER_LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  child.stdout!.on("data", (c) => (stdout += c))
  child.stderr!.on("data", (c) => (stderr += c))
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>
  const ready = vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`driver exited: ${stderr}`)
      expect(stdout).toContain("READY")
    },
    { timeout: 90_000, interval: 100 }
  )
  return { child, ready, exited, output: () => ({ stdout, stderr }) }
}

async function expectAllGone(pids: number[], port: number) {
  await vi.waitFor(() => expect(pids.filter(isRunning)).toEqual([]), { timeout: 20_000, interval: 100 })
  // Retried a moment: other files' probes (freePort, ensurePortFree) bind random ports of the same
  // range for an instant, and one of those can be this port; a server of ours left on it holds it on.
  await vi.waitFor(() => ensurePortFree(port), { timeout: 5_000, interval: 200 })
}

/** The status a /ws upgrade gets (101 when it opens). */
const upgradeStatus = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`)
    ws.on("open", () => (ws.close(1000), resolve(101)))
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0))
    ws.on("error", reject)
  })

const serverTree = (driver: ChildProcess) => processTree(driver.pid!).slice(1)

describe("npm start's server", () => {
  // Started at once, awaited by its tests: it boots while the other boots below do.
  const shared = { port: 0, driver: undefined as ReturnType<typeof startDriver> | undefined }
  beforeAll(async () => {
    shared.port = await freePort()
    shared.driver = startDriver(shared.port)
    // Awaited by its tests; a boot that fails before then is their failure, not an unhandled one.
    shared.driver.ready.catch(() => {})
  })
  // Left running only when its SIGTERM test was filtered out or failed early.
  afterAll(async () => {
    const child = shared.driver?.child
    if (child && child.exitCode === null && child.signalCode === null) {
      const tree = processTree(child.pid!)
      child.kill("SIGTERM")
      await shared.driver!.exited
      await expectAllGone(tree, shared.port).catch(() =>
        tree.forEach((pid) => isRunning(pid) && process.kill(pid, "SIGKILL"))
      )
    }
  })
  /** The shared boot, once it is up. */
  const sharedBoot = async () => {
    await shared.driver!.ready
    return { port: shared.port, driver: shared.driver! }
  }

  /** Starts a driver, sends it `signal`, and expects it and its whole server gone, the port free. */
  async function stopsOn(signal: NodeJS.Signals, standIn: boolean) {
    const port = await freePort()
    const driver = startDriver(port, { standIn })
    await driver.ready
    const server = serverTree(driver.child)
    expect(server.length).toBeGreaterThanOrEqual(2)
    expect(server.some((pid) => cmdline(pid).includes(runtimeOf(standIn)))).toBe(true)
    driver.child.kill(signal)
    await driver.exited
    await expectAllGone(server, port)
  }

  // The SIGTERM handler (the real boot's last test below) on a stand-in server.
  it.concurrent.each(["SIGINT", "SIGHUP"] as const)("stops its server when npm start gets %s", (signal) =>
    stopsOn(signal, true)
  )

  // npm start cannot forward anything: the server must notice its parent is gone (a real boot).
  it.concurrent("stops, workerd included, when npm start gets SIGKILL", () => stopsOn("SIGKILL", false))

  it.concurrent("stops when the shell npm ran it under dies (SIGTERM to npm kills npm and sh, not node)", async () => {
    const port = await freePort()
    // The driver notices it was re-parented and runs the SIGTERM boot's shutdown: a stand-in server.
    const shell = startDriver(port, { viaShell: true, standIn: true })
    await shell.ready
    const tree = processTree(shell.child.pid!).slice(1)
    expect(tree.some((pid) => cmdline(pid).includes(STAND_IN))).toBe(true)
    shell.child.kill("SIGKILL")
    await expectAllGone(tree, port)
  })

  it.concurrent("stops when npm itself gets SIGINT: npm hands it to the script, whose sh must not hold it back", async () => {
    // Our start script's own words, run by the real npm in a scratch package, with node running the
    // driver instead of start.mjs (which would build the web app first). `kill -INT <npm>` is what a
    // process manager sends; a plain `sh -c "node …"` would swallow it and leave the server running.
    const port = await freePort()
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } }
    expect(pkg.scripts.start).toContain("node scripts/start.mjs")
    const dir = mkdtempSync(join(tmpdir(), "cold-caller-npm-start-"))
    writeFileSync(join(dir, "driver.mjs"), DRIVER.replaceAll('"./scripts/', `"${pathToFileURL(root).href}scripts/`))
    const start = pkg.scripts.start.replace("scripts/start.mjs", "driver.mjs")
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ name: "npm-start-probe", private: true, scripts: { start } })
    )
    const npmStart = { cmd: "npm", args: ["start", "--silent"], cwd: dir }
    // The driver gets the SIGINT and runs the SIGTERM boot's shutdown: a stand-in server.
    const { child: npm, ready, exited } = startDriver(port, { command: npmStart, standIn: true })
    try {
      await ready
      const tree = processTree(npm.pid!).slice(1)
      expect(tree.some((pid) => cmdline(pid).includes(STAND_IN))).toBe(true)
      npm.kill("SIGINT")
      await exited
      await expectAllGone(tree, port)
    } finally {
      npm.kill("SIGKILL")
      rmSync(dir, { recursive: true, force: true })
    }
  })

  // The shared boot's checks, one after another; the last one stops it.
  describe.sequential("one running server", () => {
    it("keeps OPERATOR_PASSWORD off every process's command line, yet the server has it", async () => {
      const { port, driver } = await sharedBoot()
      const tree = processTree(driver.child.pid!)
      expect(tree.some((pid) => cmdline(pid).includes("serve-worker.mjs"))).toBe(true)
      expect(tree.some((pid) => cmdline(pid).includes("workerd"))).toBe(true)
      for (const pid of tree) expect(cmdline(pid)).not.toContain(SECRET)
      // npm start itself was given the password in its environment; the server and workerd were not.
      for (const pid of tree.slice(1)) expect(readFileSync(`/proc/${pid}/environ`, "latin1")).not.toContain(SECRET)
      // With the password set the app wants a session, on loopback and behind a tunnel alike.
      expect((await get(port, "/api/settings")).status).toBe(401)
      expect((await get(port, "/api/settings", { host: "tunnel.example" })).status).toBe(401)
      expect(await upgradeStatus(port)).toBe(401)
      // Behind an HTTPS tunnel the page's Origin is https: sign-in from it works, with a Secure cookie,
      // while the same request from another site is still refused.
      const signIn = (origin: string, proto?: string) =>
        request(
          port,
          "POST",
          "/api/auth/login",
          {
            host: "tunnel.example",
            origin,
            "content-type": "application/json",
            ...(proto ? { "x-forwarded-proto": proto } : {}),
          },
          JSON.stringify({ password: SECRET })
        )
      const viaTunnel = await signIn("https://tunnel.example", "https")
      expect(viaTunnel.status).toBe(200)
      expect(String(viaTunnel.headers["set-cookie"])).toContain("Secure")
      expect((await signIn("https://evil.example", "https")).status).toBe(403)
      const plain = await signIn("http://tunnel.example")
      expect(plain.status).toBe(200)
      expect(String(plain.headers["set-cookie"])).not.toContain("Secure")
    })

    it("a second start on a busy port says so in one line and exits non-zero", async () => {
      const { port } = await sharedBoot()
      // Checked before install, build and migrations: nothing else runs, nothing else is printed.
      const second = spawnSync(process.execPath, ["scripts/start.mjs"], {
        cwd: root,
        env: { ...process.env, PORT: String(port) },
        encoding: "utf8",
        timeout: 30_000,
      })
      expect(second.status).toBe(1)
      expect(second.stdout).toBe("")
      expect(second.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^Port ${port} is already in use .*Ctrl\\+C.*PORT`)),
      ])
      // Losing the race after that check ends the same way, with the server never started.
      const late = startDriver(port)
      const [code] = await late.exited
      expect(code).toBe(1)
      expect(late.output().stderr.trim().split("\n")).toEqual([
        expect.stringMatching(`^Port ${port} is already in use`),
      ])
      expect((await get(port, "/api/health")).status).toBe(200)
    })

    it("stops, workerd included, when npm start gets SIGTERM", async () => {
      const { port, driver } = await sharedBoot()
      const tree = processTree(driver.child.pid!)
      expect(tree.length).toBeGreaterThanOrEqual(3)
      driver.child.kill("SIGTERM")
      await driver.exited
      await expectAllGone(tree, port)
    })
  })
})
