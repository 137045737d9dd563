/**
 * The assistant's transfer tool (issue 36) has no fixed destination: when a lead asks for a person,
 * Vapi sends `transfer-destination-request` and this answers it. During the operator's hours (Settings:
 * operator_hours, in their time zone) and with their phone set, the lead is put through warm: Vapi
 * calls the operator, says a one-sentence summary of the call, then connects the lead. Otherwise
 * Vapi is told no (`error`, which the assistant hears as the tool's result) and the assistant offers
 * a callback instead, as the prompt says.
 */
import type { Ctx } from "../../context/ctx"
import { withinOperatorHours } from "../../schemas/operator"
import { TAKE_OVER_MESSAGE } from "../../schemas/live-call"

/** What the assistant is told when no one can take the call (it books a callback instead). */
export const NO_TRANSFER_REPLY =
  "No one from the team is available to take this call right now, so do not transfer. Say so, offer to have someone call them back, ask for a day and a time, and use the scheduleCallback tool."

/** What the operator hears before the lead is connected: one sentence, from the call so far. */
export const OPERATOR_SUMMARY_PROMPT =
  "You brief a salesperson who is about to take over a call from an AI assistant. In one short sentence, say who the caller is (their business) and what they want. No greeting."

export type TransferAnswer =
  | {
      destination: {
        type: "number"
        number: string
        message: string
        transferPlan: {
          mode: "warm-transfer-say-summary"
          summaryPlan: { enabled: true; messages: { role: "system" | "user"; content: string }[] }
        }
      }
    }
  | { error: string }

/** Vapi's ServerMessageResponseTransferDestinationRequest: a destination, or `error`. */
export async function transferDestination(ctx: Ctx): Promise<TransferAnswer> {
  const settings = await ctx.settings()
  const phone = settings.operator_phone
  if (!phone || !withinOperatorHours(settings.operator_hours, settings.timezone, ctx.clock.now())) {
    return { error: NO_TRANSFER_REPLY }
  }
  return {
    destination: {
      type: "number",
      number: phone,
      message: TAKE_OVER_MESSAGE,
      transferPlan: {
        mode: "warm-transfer-say-summary",
        summaryPlan: {
          enabled: true,
          messages: [
            { role: "system", content: OPERATOR_SUMMARY_PROMPT },
            // Vapi fills {{transcript}} with the call so far.
            { role: "user", content: "Here is the transcript:\n\n{{transcript}}\n\n" },
          ],
        },
      },
    },
  }
}
