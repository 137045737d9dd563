/**
 * Messages on the /ws live channel (SPEC §7). Shared by the room, the worker that publishes and the
 * web hook that revalidates SWR keys. Unknown types are ignored by clients.
 */
import type { AutomationRunView } from "../worker/src/schemas/api-routes/automation"
import type { ScrapingJobView } from "../worker/src/schemas/api-routes/scraping"

/** One contact in a `contacts_found` event: progress and total are its job's, counted in contacts. */
export interface FoundContact {
  id: number
  businessName: string
  phone: string
  progress: number
  total: number
}

export type LiveEvent =
  | { type: "contact_updated"; contactIds?: number[] }
  | { type: "call_updated"; callId?: number; status?: string }
  | { type: "campaign_updated"; campaignId?: number }
  /**
   * Contacts a scraping step stored (SPEC "New Contact Found"): one event per flush however many,
   * each with its job's progress when it was found.
   */
  | { type: "contacts_found"; contacts: FoundContact[] }
  /** A scraping job moved (started, a step, stopped, finished): the job as GET /api/scraping/jobs/:id answers it. */
  | { type: "scraping_updated"; jobId: number; job?: ScrapingJobView }
  /** An AI Automation run moved (launched, a category started or ended, scheduled, stopped): the run as GET /api/automation/runs/latest answers it. */
  | { type: "automation_updated"; runId: number; run?: AutomationRunView }
  /** A notification was written (the header bell and the Settings list re-read GET /api/notifications). */
  | { type: "notification_added"; notificationId: number }
  /** The Google Sheets outbox moved (rows written, a sync ran, the configuration or connection changed). */
  | { type: "sheets_updated" }
  /** The Google Calendar outbox moved (demos written, a sync ran, the calendar was saved). */
  | { type: "calendar_updated" }
  /**
   * One final line of a live call's transcript, as it was spoken (issue 36): relayed from the voice
   * provider's `transcript` message, never stored in D1 (the end-of-call report stores the whole
   * transcript); the room keeps the call's lines for a screen opened mid-call (GET /api/calls/:id/live).
   */
  | { type: "call_transcript"; callId: number; role: TranscriptRole; text: string; at: string }

/** Who spoke a transcript line: the app's assistant or the lead on the phone. */
export type TranscriptRole = "assistant" | "lead"

/** A transcript line as the room keeps it and GET /api/calls/:id/live answers it. */
export interface TranscriptLine {
  role: TranscriptRole
  text: string
  /** ISO time the line was spoken. */
  at: string
}

export type LiveEventType = LiveEvent["type"]

export const ROOM_NAME = "main"
