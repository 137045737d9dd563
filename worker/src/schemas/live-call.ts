/**
 * The live call (issue 36): what Call Details shows while a call runs, and the operator's controls.
 * Shared by the worker's validators and the web app (no worker-only imports here).
 */
import { z } from "zod"
import { freeText } from "./text-rule"

/** The most characters "Say" sends: a sentence or two for the assistant to speak. */
export const SAY_MAX_LENGTH = 300

/** POST /api/calls/:id/control: take the call over (to the operator's phone), have a line said, or end it. */
export const callControlSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("take_over") }),
    z.strictObject({
      action: z.literal("say"),
      message: freeText("the line to say", z.string({ error: "Type what the assistant should say" }))
        .min(1, "Type what the assistant should say")
        .max(SAY_MAX_LENGTH, `Keep it under ${SAY_MAX_LENGTH} characters`),
    }),
    z.strictObject({ action: z.literal("end") }),
  ],
  { error: 'Choose an action: "take_over", "say" or "end"' }
)
export type CallControlInput = z.infer<typeof callControlSchema>
export type CallControlAction = CallControlInput["action"]

/** The agent's words while Take over puts the lead through (Vapi speaks `content` first). */
export const TAKE_OVER_MESSAGE = "Connecting you with a member of our team now."
