/**
 * How fast the sandbox plays on the browser tests' server (global-setup.ts passes these to it), so
 * tests wait on simulated time, not on real seconds.
 */

/** Sandbox calls play out 20x faster: a call ends in seconds, its durations still read as real ones. */
export const SANDBOX_TIME_SCALE = "0.05"

/**
 * Scraping steps at a sixth of the Rate Limit's pause (10 a minute, 6 s): one a second, the shortest
 * pause a queue delay can be (whole seconds, rounded: enqueue.ts clampDelay). Still paced: a step
 * waits for the one before, so a job runs over several seconds and can be watched and stopped.
 */
export const SCRAPE_PACING = "0.17"

/** The pause between two steps of a scraping job on that server (queue delays are whole seconds). */
export const SCRAPE_STEP_MS = Math.round(6 * Number(SCRAPE_PACING)) * 1000
