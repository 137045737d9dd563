/**
 * What the calls, campaigns and do-not-call actions answer (web-safe, shared through `@shared`): the
 * types of the route table's response schemas (api-routes/*.ts).
 */
import type { z } from "zod"
import type { callsStatusResultSchema, clearPendingResultSchema, initiateCallResultSchema } from "./api-routes/calls"
import type { deletedCampaignSchema, resumeQueuedResultSchema } from "./api-routes/campaigns"
import type { dncAddResultSchema, dncRemoveResultSchema } from "./api-routes/dnc"

/** POST /api/calls/vapi/initiate: placed at once (201), or queued while the provider is busy (202). */
export type InitiateCallResult = z.infer<typeof initiateCallResultSchema>
/** POST /api/calls/bulk-update-status. */
export type CallsStatusResult = z.infer<typeof callsStatusResultSchema>
/** POST /api/calls/clear-pending. */
export type ClearPendingResult = z.infer<typeof clearPendingResultSchema>
/** POST /api/campaigns/resume-queued. */
export type ResumeQueuedResult = z.infer<typeof resumeQueuedResultSchema>
/** DELETE /api/campaigns/:id. */
export type DeletedCampaign = z.infer<typeof deletedCampaignSchema>
/** POST /api/dnc: 201 when added, 200 when the number was already listed. */
export type DncAddResult = z.infer<typeof dncAddResultSchema>
/** DELETE /api/dnc/:phone. */
export type DncRemoveResult = z.infer<typeof dncRemoveResultSchema>
