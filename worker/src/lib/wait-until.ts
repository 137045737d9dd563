import type { Context } from "hono"

/**
 * Work that outlives the answer (a live flush, a bookkeeping write) goes to the request's
 * `waitUntil`. A request without an execution context (a test or a tool calling `app.request`
 * directly) has no "after the answer": the work is awaited in place instead of throwing.
 */
export function afterResponse(c: Context): (work: Promise<unknown>) => Promise<void> {
  let exec: Context["executionCtx"] | undefined
  try {
    exec = c.executionCtx
  } catch {
    exec = undefined
  }
  return exec ? async (work) => exec.waitUntil(work) : async (work) => void (await work)
}
