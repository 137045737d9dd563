/**
 * Messages on the /ws live channel (SPEC §7). Shared by the room, the worker that publishes and the
 * web hook that revalidates SWR keys. Unknown types are ignored by clients.
 */
export type LiveEvent =
  | { type: "contact_updated"; contactIds?: number[] }
  | { type: "call_updated"; callId?: number; status?: string }
  | { type: "campaign_updated"; campaignId?: number }
  | {
      type: "new_contact"
      contact: { id: number; businessName: string; phone: string }
      progress: number
      total: number
    }
  | { type: "scraping_updated"; jobId?: number }

export type LiveEventType = LiveEvent["type"]

export const ROOM_NAME = "main"
