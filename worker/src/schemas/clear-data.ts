/**
 * Clear All Data (SPEC §2.10), shared by the worker, which checks the word, and the web's dialog,
 * which asks for it. No zod at the top level: the web reads the constants at run time.
 */

/** The word the operator types to confirm; the server refuses any other body with a 400. */
export const CLEAR_ALL_DATA_WORD = "DELETE"

/**
 * The dialog's first line, the notice SPEC §2.10 has the button show. The spec gives no words for it
 * (it says the button "only shows a notice"); since the button now deletes, the notice says so.
 */
export const CLEAR_ALL_DATA_NOTICE = "This deletes all of your data at once and cannot be undone."

/** What goes (and what stays), in the operator's words: the dialog lists it before the word is typed. */
export const CLEAR_ALL_DATA_GOES = [
  "contacts",
  "calls and their recordings' links",
  "campaigns",
  "demos and callbacks",
  "lead searches and AI Automation runs",
  "notifications",
] as const

export const CLEAR_ALL_DATA_KEEPS = "Settings, API keys, the voice setup and the do-not-call list stay."
