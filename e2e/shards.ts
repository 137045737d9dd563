/**
 * How many servers, each with its own database, serve the browser tests (E2E_SHARDS, default 1): with
 * more, files run side by side, one per server. Files on one server run one after the other, so none
 * sees another's settings change mid-test. vitest.config.ts runs that many browser-test workers.
 * Default 1: with 2, beside the other lanes on 2 cores, two flows (the automation run read back after a
 * reload, the campaign form's selection) failed in full runs though each passes alone; the lane's time
 * was no shorter (644 s, the week's lane longer), as the cores were already full.
 */
export const E2E_SHARDS = Math.max(1, Math.floor(Number(process.env.E2E_SHARDS ?? 1)) || 1)
