/**
 * GET /api/system/status (SPEC §2.3 System Status, §4 integration status), shared by the worker,
 * which answers it, and the web, which shows the lights and the sandbox labels.
 */
import type { z } from "zod"
import type {
  providerModeSchema,
  setupChecklistSchema,
  setupLineSchema,
  providerStatusSchema,
  systemStatusSchema,
  voiceConnectionTestSchema,
} from "./api-routes/settings"

export type ProviderName = "voice" | "places" | "sheets" | "email"
export type ProviderStatuses = Record<ProviderName, ProviderStatus>

export type ConnectionState = "connected" | "disconnected" | "rate_limited" | "error"

// The answers' types, derived from the route table's response schemas.
export type ProviderMode = z.infer<typeof providerModeSchema>
export type ProviderStatus = z.infer<typeof providerStatusSchema>
export type SystemStatus = z.infer<typeof systemStatusSchema>
export type VoiceConnectionTest = z.infer<typeof voiceConnectionTestSchema>
export type SetupChecklist = z.infer<typeof setupChecklistSchema>
export type SetupLine = z.infer<typeof setupLineSchema>
