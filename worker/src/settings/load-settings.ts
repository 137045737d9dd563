import type { DB } from "../db/client"
import { typed } from "../db/sql/batch-named"
import { settings as settingsTable } from "../db/schema"
import type { Env } from "../env"
import { parseSettings, type Settings } from "./registry"

/** The settings table as stored: key -> raw text. */
export async function readStoredSettings(db: DB): Promise<Map<string, string>> {
  const rows = await db.select({ key: settingsTable.key, value: settingsTable.value }).from(settingsTable)
  return new Map(rows.map((r) => [r.key, r.value]))
}

/** Every setting, typed and defaulted, in one D1 read. Call once per request, job or cron run. */
export async function loadSettings(db: DB, env: Partial<Env>): Promise<Settings> {
  return parseSettings(await readStoredSettings(db), env)
}

/** Rows of `SELECT key, value FROM settings` read inside someone else's batch -> typed settings. */
export const settingsFromRows = (rows: readonly { key: string; value: string }[], env: Partial<Env>) =>
  parseSettings(new Map(rows.map((r) => [r.key, r.value])), env)

/** For a batch that reads the settings beside its own statements (same round trip). */
export const SETTINGS_ROWS_SQL = "SELECT key, value FROM settings"

/**
 * Each lazySettings reader's hooks: `prime` takes the settings a boundary read in its own batch,
 * `started` says whether it has read (or been handed) them yet.
 */
const readers = new WeakMap<() => Promise<Settings>, { prime: (settings: Settings) => void; started: () => boolean }>()

/**
 * The request's settings, read on first use and then shared: most API requests (polled reads,
 * 304s) never need them, so they cost no D1 round trip there.
 */
export function lazySettings(db: DB, env: Partial<Env>): () => Promise<Settings> {
  let pending: Promise<Settings> | undefined
  const read = () => {
    pending ??= loadSettings(db, env).catch((err: unknown) => {
      pending = undefined
      throw err
    })
    return pending
  }
  readers.set(read, {
    prime: (settings) => void (pending ??= Promise.resolve(settings)),
    started: () => pending !== undefined,
  })
  return read
}

/**
 * Whether reading the unit's settings would cost a round trip (not read, nor handed over, yet): a
 * service about to read anyway puts SETTINGS_ROWS_SQL in its own batch then, and primes them.
 */
export const settingsUnread = (read: () => Promise<Settings>) => readers.get(read)?.started() === false

/**
 * Gives a unit's lazy settings the ones its boundary already read inside another batch (e.g. the
 * webhook's first read), so the unit does not read them again. A no-op for fixed settings.
 */
export function primeSettings(read: () => Promise<Settings>, settings: Settings) {
  readers.get(read)?.prime(settings)
}

type SettingRow = { key: string; value: string }

/**
 * A unit of work's settings read beside its own statements: `statement` goes in the unit's batch
 * when the unit has not read them yet (false, so batchNamed leaves it out, when it has), and `of`
 * turns that batch's rows into the settings and keeps them for the rest of the unit, or answers the
 * ones the unit already had. Once per unit, never a round trip of their own.
 */
export function unitSettings(unit: { settings: () => Promise<Settings>; env: Partial<Env> }) {
  const unread = settingsUnread(unit.settings)
  return {
    statement: unread && typed<SettingRow>({ sql: SETTINGS_ROWS_SQL }),
    async of(rows: readonly SettingRow[]): Promise<Settings> {
      if (!unread) return unit.settings()
      const settings = settingsFromRows(rows, unit.env)
      primeSettings(unit.settings, settings)
      return settings
    },
  }
}
