import { integer } from "drizzle-orm/sqlite-core"

/** providers/provider-mode.ts RunMode: what a job, campaign or sheet row started with. */
export const RUN_MODES = ["real", "sandbox"] as const

/** Millisecond timestamps: JSON turns them into ISO strings for the API. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date())

export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date())
