/**
 * Batch results are read by name (issue 37): a worker source that keeps what `port.batch(...)` answers
 * reads it through batchNamed (worker/src/db/sql/batch-named.ts), never by position, because a list
 * whose length depends on a branch shifts every index after it. A plain `await ...port.batch(...)`
 * whose answer nobody keeps (a write-only batch) is fine. Tests and the port itself are left out.
 */
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const root = new URL("../worker/src/", import.meta.url)

/**
 * Files that still read a batch by position, each with why it waits. Shrink this list; never grow it.
 */
const NOT_YET: Record<string, string> = {}

const sources = (readdirSync(root, { recursive: true }) as string[])
  .map((p) => p.replaceAll("\\", "/"))
  .filter((p) => p.endsWith(".ts") && !p.endsWith(".test.ts") && !p.startsWith("db/sql/"))

/** Lines that keep a batch's answer: `x = await ....port.batch(`, a destructuring, a return. */
const KEPT_BATCH = /(=|return|\()\s*\(?\s*await\s+[\w.]*\bport\.batch\b/

describe("batch results are read by name", () => {
  it("no worker source keeps a port.batch answer outside the list of files not converted yet", () => {
    const offenders = sources.filter(
      (p) =>
        !(p in NOT_YET) &&
        readFileSync(new URL(p, root), "utf8")
          .split("\n")
          .some((l) => KEPT_BATCH.test(l))
    )
    expect(offenders).toEqual([])
  })

  it("the list names only files that still need it", () => {
    const stale = Object.keys(NOT_YET).filter((p) => {
      try {
        return !readFileSync(new URL(p, root), "utf8")
          .split("\n")
          .some((l) => KEPT_BATCH.test(l))
      } catch {
        return true
      }
    })
    expect(stale).toEqual([])
  })
})
