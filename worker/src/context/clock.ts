/**
 * The one clock of a request, queue message or cron run: epoch milliseconds. Services read it
 * instead of Date.now(), so tests and the bench can pin or step time without patching globals.
 */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/** Always `ms`: the cron's scheduled time, or a test's instant. */
export const fixedClock = (ms: number): Clock => ({ now: () => ms })

/** A test clock that moves only when told to. */
export function manualClock(start: number) {
  let t = start
  return {
    now: () => t,
    set: (ms: number) => void (t = ms),
    advance: (ms: number) => void (t += ms),
  }
}
