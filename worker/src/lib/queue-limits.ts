/**
 * Cloudflare Queues' limits that services plan around (Resume spreads its sends under the longest
 * delay): kept here, below services/, so a service need not import jobs/ for a number.
 */

/** Queues delay a message by at most 12 hours. */
export const MAX_DELAY_SECONDS = 43_200
