/**
 * SPEC §2.3's Daily Quota Usage bar: "calls made today out of 2,000". The dialer enforces it. A
 * module of its own, without zod: the dashboard's quota card reads it on the first screen.
 */
export const DAILY_CALL_QUOTA = { default: 2000, min: 1, max: 100_000 } as const
