/** The calendar's configuration and what the last check or sync found (state registry), read and merged. */
import type { DB } from "../../db/client"
import type { GoogleCalendarConnection, GoogleCalendarStored } from "../../schemas/google-calendar"
import { patchStateStatement, readState, writeState } from "../../settings/state-store"

export const readCalendarConfig = (db: DB): Promise<GoogleCalendarStored> => readState(db, "google_calendar_config")

export const writeCalendarConfig = (db: DB, config: GoogleCalendarStored, now: number) =>
  writeState(db, "google_calendar_config", config, now)

export const readCalendarConnection = (db: DB): Promise<GoogleCalendarConnection> =>
  readState(db, "google_calendar_connection")

/** Merges `patch` into the stored state (json_patch keeps what the patch leaves out). */
export async function updateCalendarConnection(db: DB, patch: Partial<GoogleCalendarConnection>, now: number) {
  const { sql, params } = patchStateStatement("google_calendar_connection", patch, now)
  await db.port.run(sql, params)
}
