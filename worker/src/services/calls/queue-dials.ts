import type { Ctx } from "../../context/ctx"

export interface QueueDialsOptions {
  /** Seconds before the first dial (a busy provider's retry-after). */
  delaySeconds?: number
  /** Seconds between consecutive dials (Resume Queued spaces them 2 s apart). */
  spacingSeconds?: number
}

/**
 * Hands calls already stored as queued to the calls queue, whose consumer dials each one
 * (dial-job.service.ts). The one producer of place-call jobs: Call Now on a busy provider, the
 * dialer tick and Resume Queued. Sending a call twice is harmless: the consumer claims it first.
 */
export function queueDials(ctx: Pick<Ctx, "queue">, callIds: readonly number[], options: QueueDialsOptions = {}) {
  const { delaySeconds = 0, spacingSeconds = 0 } = options
  return ctx.queue.sendMany(
    callIds.map((callId, i) => ({
      body: { type: "place-call", callId },
      delaySeconds: delaySeconds + i * spacingSeconds,
    }))
  )
}
