import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiError } from "@/lib/api-error"
import type { ActionToast } from "@/lib/toast-error"
import { attachmentName, type BackupFile, backupExporter } from "./backup-exporter"

const FILE: BackupFile = { blob: new Blob(["zip"]), fileName: "cold-caller-backup-2026-11-10.zip" }

/** An exporter whose fetch the test answers itself; records what was saved and toasted, in order. */
function harness() {
  const events: string[] = []
  const toasts: ActionToast[] = []
  const answers: { resolve: (file: BackupFile) => void; reject: (error: unknown) => void }[] = []
  const fetchBackup = vi.fn(
    () =>
      new Promise<BackupFile>((resolve, reject) => {
        events.push("fetch")
        answers.push({ resolve, reject })
      })
  )
  const run = backupExporter({
    fetchBackup,
    save: (blob, name) => void events.push(`save ${name} (${blob.size} bytes)`),
    toast: (t) => {
      events.push(`toast ${t.title}`)
      toasts.push(t)
    },
    onRunning: (running) => void events.push(running ? "busy" : "idle"),
  })
  return { run, events, toasts, fetchBackup, answer: () => answers.at(-1)!, answers }
}

afterEach(() => vi.restoreAllMocks())

describe("Export Backup", () => {
  it("says Export Complete only once the backup is in hand, after handing it to the browser", async () => {
    const h = harness()
    const done = h.run()
    await Promise.resolve()
    // Clicked, file not here yet: nothing saved, nothing announced, the button is busy.
    expect(h.events).toEqual(["busy", "fetch"])
    h.answer().resolve(FILE)
    await done
    expect(h.events).toEqual([
      "busy",
      "fetch",
      "save cold-caller-backup-2026-11-10.zip (3 bytes)",
      "toast Export Complete",
      "idle",
    ])
    expect(h.toasts[0]!.description).toContain("cold-caller-backup-2026-11-10.zip")
  })

  it("a double click downloads once; a click after it finished downloads again", async () => {
    const h = harness()
    const first = h.run()
    const second = h.run()
    for (const a of h.answers) a.resolve(FILE)
    await Promise.all([first, second])
    expect(h.fetchBackup).toHaveBeenCalledTimes(1)
    expect(h.events.filter((e) => e.startsWith("save"))).toHaveLength(1)

    const third = h.run()
    h.answer().resolve(FILE)
    await third
    expect(h.fetchBackup).toHaveBeenCalledTimes(2)
  })

  it("on a failure saves nothing and says so, with the server's reason when it gave one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const h = harness()
    const done = h.run()
    h.answer().reject(new ApiError(500, "Internal Server Error", JSON.stringify({ error: { code: "internal" } })))
    await done
    expect(h.events).toEqual(["busy", "fetch", "toast Export Failed", "idle"])
    expect(h.toasts[0]).toEqual({
      variant: "destructive",
      title: "Export Failed",
      description: "Failed to export the backup. The server answered 500.",
    })

    const refused = h.run()
    h.answer().reject(
      new ApiError(401, "Unauthorized", JSON.stringify({ error: { code: "unauthorized", message: "Sign in again." } }))
    )
    await refused
    expect(h.toasts[1]!.description).toBe("Failed to export the backup. Sign in again.")
  })

  it("names the file as the server does", () => {
    expect(attachmentName('attachment; filename="cold-caller-backup-2026-11-10.zip"')).toBe(
      "cold-caller-backup-2026-11-10.zip"
    )
    expect(attachmentName("attachment")).toBeNull()
    expect(attachmentName(null)).toBeNull()
  })
})
