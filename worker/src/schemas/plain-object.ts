/**
 * A JSON object whose every own key is kept for the rule that checks it. `z.record` leaves out a
 * "__proto__" key (JSON.parse makes it an own property), so a body of only that key reached the
 * checks as an empty object and passed as "nothing"; here it is named like any other unknown key.
 * No imports beyond zod: the web bundle includes this file.
 */
import { z } from "zod"

export const plainObject = (error: string) =>
  z.custom<Record<string, unknown>>(
    (v) => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype,
    { error }
  )
