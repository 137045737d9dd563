import { readdirSync, readFileSync } from "node:fs"
import http from "node:http"
import { createServer } from "node:net"

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
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
