import { readdirSync, readFileSync } from "node:fs"
import http from "node:http"
import { createServer } from "node:net"

/** A port nothing listens on right now. */
/**
 * A free port for a test server, chosen below the kernel's ephemeral range (32768-60999 on Linux):
 * a port from that range can be taken, once our server has released it, by any outgoing connection
 * or `listen(0)` elsewhere in the run, and a "the port is free again" check would then fail for
 * reasons that have nothing to do with our server.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await canListen(port)) return port
  }
  throw new Error("no free port found between 20000 and 32000")
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })
}

interface ProbeAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  json: () => any
}

/** A request with exactly these headers (fetch would not let a test forge Host). */
export function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string
) {
  return new Promise<ProbeAnswer>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers }, agent: false },
      (res) => {
        let text = ""
        res.setEncoding("utf8")
        res.on("data", (c) => (text += c))
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) })
        )
      }
    )
    req.on("error", reject)
    req.end(body)
  })
}

/** GET with exactly these headers. */
export const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  request(port, "GET", path, headers)

const ppidOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
}

/** `root` and every process below it, from /proc (Linux). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const dir of readdirSync("/proc")) {
    if (!/^\d+$/.test(dir)) continue
    try {
      const ppid = ppidOf(Number(dir))
      children.set(ppid, [...(children.get(ppid) ?? []), Number(dir)])
    } catch {}
  }
  const out = [root]
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []))
  return out
}

/** The command line `ps` shows for a process (NUL-separated arguments joined by spaces). */
export const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ")

/** Running, i.e. neither gone nor a zombie waiting for its parent. */
export function isRunning(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z"
  } catch {
    return false
  }
}
