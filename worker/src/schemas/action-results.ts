/**
 * What the calls, campaigns and do-not-call actions answer (web-safe, shared through `@shared`).
 * worker/src/api-contract.test.ts checks each one against the route's own response type.
 */
import type { CallDetails } from "./calls"
import type { DncEntry } from "./dnc"

/** POST /api/calls/vapi/initiate: placed at once (201), or queued while the provider is busy (202). */
export type InitiateCallResult =
  | { state: "placed"; call: CallDetails }
  | { state: "queued"; call: CallDetails; retryAfterSeconds: number; message: string }

/** POST /api/calls/bulk-update-status. */
export interface CallsStatusResult {
  updatedCount: number
  /** The calls that changed. */
  callIds: number[]
}

/** POST /api/calls/clear-pending. */
export interface ClearPendingResult {
  clearedCount: number
}

/** POST /api/campaigns/resume-queued. */
export interface ResumeQueuedResult {
  message: string
  resumedCount: number
}

/** DELETE /api/campaigns/:id. */
export interface DeletedCampaign {
  id: number
  cancelledCalls: number
}

/** POST /api/dnc: 201 when added, 200 when the number was already listed. */
export interface DncAddResult {
  entry: DncEntry
  created: boolean
}

/** DELETE /api/dnc/:phone. */
export interface DncRemoveResult {
  removed: string
}
