/**
 * A Vapi server message once the route has authenticated it: read in Vapi's format here, so routes
 * never reach a provider. An inbound call's assistant-request is answered from one read; every other
 * message takes the voice webhook path. A malformed body is a 400 invalid_payload.
 */
import type { Ctx } from "../../context/ctx"
import { AppError } from "../../lib/errors"
import { claimsAssistantRequest, parseAssistantRequest } from "../../providers/voice/vapi-assistant-request"
import { parseVapiWebhook } from "../../providers/voice/vapi-messages"
import { VoiceProviderError } from "../../providers/voice/voice-provider"
import { answerInboundCall } from "./inbound.service"
import { handleVoiceWebhook } from "./webhook.service"

export async function handleVapiMessage(ctx: Ctx, body: unknown) {
  try {
    // An inbound call waits on this answer (7.5 s at most).
    if (claimsAssistantRequest(body)) {
      const inbound = parseAssistantRequest(body)
      if (!inbound) throw new AppError("invalid_payload", 400, "The assistant-request carries no call id.")
      return await answerInboundCall(ctx, inbound)
    }
    return await handleVoiceWebhook(ctx, { parseWebhook: parseVapiWebhook }, body)
  } catch (err) {
    if (err instanceof VoiceProviderError && err.code === "invalid_payload") {
      throw new AppError("invalid_payload", 400, err.message)
    }
    throw err
  }
}
