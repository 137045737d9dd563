/** GET /api/system/info (SPEC §2.10 System Information), shared by the worker and the Settings page. */
import type { z } from "zod"
import type { systemInfoSchema } from "./api-routes/settings"

export type SystemInfo = z.infer<typeof systemInfoSchema>
