/**
 * The sandbox's "Simulate a callback" (issue 36): a contact rings the app's number. The same path as
 * a real inbound call, in-process: Vapi's `assistant-request` body, read by the same parser, answered
 * by the same service; then the sandbox voice plays the answered call, whose messages reach the same
 * webhook handler and land on the inbound call.
 */
import type { Ctx } from "../../context/ctx"
import { AppError, notFound } from "../../lib/errors"
import { SANDBOX_CALL_PREFIX, SandboxVoice } from "../../providers/voice/sandbox-voice"
import { parseAssistantRequest } from "../../providers/voice/vapi-assistant-request"
import type { SimulatedCallback } from "../../schemas/api-routes/calls"
import { answerInboundCall } from "./inbound.service"

export async function simulateCallback(ctx: Ctx, contactId: number): Promise<SimulatedCallback> {
  const { voice } = await ctx.providers()
  if (voice.mode !== "sandbox") {
    throw new AppError(
      "sandbox_only",
      409,
      "Simulate a callback works in sandbox mode only: with Vapi, ring your number from a phone."
    )
  }
  const contact = await ctx.db.port.first<{ business_name: string; phone: string; address: string; category: string }>(
    "SELECT business_name, phone, address, category FROM contacts WHERE id = ?1",
    [contactId]
  )
  if (!contact) throw notFound("Contact")
  const providerCallId = `${SANDBOX_CALL_PREFIX}inbound-${crypto.randomUUID()}`
  const number = voice.config.phoneNumberId || "sandbox-number-1"
  const inbound = parseAssistantRequest({
    message: {
      type: "assistant-request",
      call: {
        id: providerCallId,
        type: "inboundPhoneCall",
        phoneNumberId: number,
        customer: { number: contact.phone },
      },
      customer: { number: contact.phone },
      phoneNumber: { id: number },
    },
  })!
  const answer = await answerInboundCall(ctx, inbound)
  const callId = "assistantId" in answer ? answer.assistantOverrides.metadata.callId : null
  if ("assistantId" in answer && callId !== null) {
    await new SandboxVoice(ctx.env).playInbound({
      callId,
      providerCallId,
      contact: {
        contactId,
        businessName: contact.business_name,
        phone: contact.phone,
        address: contact.address,
        category: contact.category,
      },
    })
  }
  return {
    callId,
    firstMessage: "assistantId" in answer ? answer.assistantOverrides.firstMessage : null,
    spoken: "error" in answer ? answer.error : null,
  }
}
