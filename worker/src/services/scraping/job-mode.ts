/**
 * A lead search keeps the places provider it started with (scraping_jobs.provider_mode): real Google
 * or the sandbox. A step that finds the other one configured (a key removed or added, a restart
 * without it) fails the job with the reason instead of going on.
 */
import type { DB } from "../../db/client"
import type { ScrapingJob } from "../../db/schema"
import type { PlacesProvider } from "../../providers/places/places-provider"
import type { RunMode } from "../../providers/provider-mode"

/**
 * Why a job stopped when the places provider is not the one it started with (an automation run stops
 * on it too): going on would mix sandbox businesses with real leads, or bill Google for a sandbox search.
 */
export const PROVIDER_CHANGED = {
  keyRemoved:
    "The Google Places key was removed after this search started; add it again and start the search again. What it found is kept.",
  keyAdded:
    "A Google Places key was added after this search started in the sandbox; start the search again to search Google. What the sandbox found is kept.",
} as const

export const modeOf = (provider: PlacesProvider): RunMode => (provider.kind === "google" ? "real" : "sandbox")

/**
 * The mode the job started with (a job stored before modes were recorded takes the current one), or
 * why it cannot go on: the other provider is configured now, or none (a deployed host without the key).
 */
export async function checkMode(db: DB, job: ScrapingJob, current: RunMode | null): Promise<string | null> {
  const started = job.providerMode
  if (started === null && current) {
    await db.port.run("UPDATE scraping_jobs SET provider_mode = ?2 WHERE id = ?1 AND provider_mode IS NULL", [
      job.id,
      current,
    ])
  }
  if (started === null || started === current) return null
  if (started === "real") return PROVIDER_CHANGED.keyRemoved
  // Sandbox then nothing (a host now deployed without a key): the not-configured reason says it.
  return current === "real" ? PROVIDER_CHANGED.keyAdded : null
}
