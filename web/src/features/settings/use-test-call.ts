import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { TestCallView } from "@shared/voice-setup"

import { useApi } from "@/hooks/use-api"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiKey } from "@/lib/api-call"

const TEST_CALL_KEY = apiKey(API.voice.lastTestCall)
/** While a test call is on, it is read again this often (the live channel also pushes each change). */
const FOLLOW_MS = 2000

/** The test call is over once its end-of-call report is in, or it failed before one could come. */
export const testCallOver = (call: TestCallView | null | undefined) =>
  !call || call.reported || call.status === "failed" || call.status === "cancelled"

/** The latest test call, followed until its report arrives. */
export function useLastTestCall() {
  return useApi(API.voice.lastTestCall, undefined, {
    refreshInterval: (call) => (testCallOver(call) ? 0 : FOLLOW_MS),
  })
}

/** Places the test call to `phone`; the card then follows it. */
export async function placeTestCall(phone: string) {
  try {
    const call = await apiCall(API.voice.testCall, { body: { phone } })
    await mutate(TEST_CALL_KEY, call, { revalidate: false })
    return call
  } finally {
    // A refused dial is a failed test call to show; a webhook soon moves the status light too.
    void revalidatePrefixes(SYSTEM_STATUS_KEY, "/api/system/setup")
  }
}

const RESULT_TEXT: Record<string, string> = {
  answered: "Answered",
  "no answer": "No answer",
  busy: "Busy",
  voicemail: "Voicemail, no message left",
  "voicemail left": "Voicemail, message left",
  failed: "Failed",
}

/** Where the call is, in the operator's words. */
export function testCallStage(call: TestCallView): string {
  if (call.status === "failed" && !call.endedReason) return "The call could not be placed."
  if (call.reported) return `Ended: ${RESULT_TEXT[call.result ?? ""] ?? call.result ?? "no result"}.`
  if (call.status === "calling") return "Calling… answer your phone."
  return "Dialling…"
}
