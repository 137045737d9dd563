import { readdirSync, readFileSync } from "node:fs"

const TICK_MS = 10 // USER_HZ = 100 on Linux

const statFields = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const dir of readdirSync("/proc")) {
    if (!/^\d+$/.test(dir)) continue
    try {
      const ppid = Number(statFields(Number(dir))[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(dir)])
    } catch {}
  }
  const out = [root]
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []))
  return out
}

/**
 * CPU milliseconds used so far by a server and its child processes (wrangler, workerd), from /proc.
 * Unlike requests/s, CPU per request hardly moves when other work shares the machine.
 * Returns null where /proc is missing.
 */
export function processTreeCpu(rootPid: number | undefined): (() => number) | null {
  if (!rootPid) return null
  try {
    const pids = descendants(rootPid)
    // A process that has exited keeps its last reading, so the total never runs backwards.
    const last = new Map<number, number>()
    return () =>
      pids.reduce((sum, pid) => {
        try {
          const f = statFields(pid)
          last.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS)
        } catch {}
        return sum + (last.get(pid) ?? 0)
      }, 0)
  } catch {
    return null
  }
}
