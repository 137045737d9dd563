/**
 * How long a demo is: one figure for everything that names or draws one (the assistant's offer, the
 * sandbox voice's words and summary, the calendar event, the .ics feed, Google Calendar and the
 * sheet). Ours: the spec stores a start only. Shared with the web (`@shared/demo-length`).
 */
export const DEMO_MINUTES = 30

/** "30-minute", as in "a free 30-minute demo". */
export const DEMO_LENGTH_WORDS = `${DEMO_MINUTES}-minute`
