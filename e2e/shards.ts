/**
 * How many servers, each with its own database, serve the browser tests (E2E_SHARDS, default 2): files
 * run side by side, one per server, since they mostly wait on the server, the sandbox's simulated time
 * and Chromium. Files on one server still run one after the other, so none sees another's settings
 * change mid-test. vitest.config.ts runs that many browser-test workers.
 */
export const E2E_SHARDS = Math.max(1, Math.floor(Number(process.env.E2E_SHARDS ?? 2)) || 1)
