import type {
  CallsStatusResult,
  ClearPendingResult,
  InitiateCallResult,
  ResumeQueuedResult,
} from "@shared/action-results"
import type { InitiateCallInput } from "@shared/calls"

import { apiFetch, revalidatePrefixes } from "@/lib/api"

/** Everything a call changes: history, dashboard, and the contact's call count. */
const refreshAfterCallChange = () => revalidatePrefixes("/api/calls", "/api/dashboard", "/api/contacts")

export async function initiateCall(input: InitiateCallInput) {
  const answer = await apiFetch<InitiateCallResult>("/api/calls/vapi/initiate", { method: "POST", body: input })
  void refreshAfterCallChange()
  return answer
}

export async function cancelCalls(callIds: number[]) {
  const answer = await apiFetch<CallsStatusResult>("/api/calls/bulk-update-status", {
    method: "POST",
    body: { callIds, status: "cancelled" },
  })
  void refreshAfterCallChange()
  return answer
}

export async function clearPendingCalls() {
  const answer = await apiFetch<ClearPendingResult>("/api/calls/clear-pending", { method: "POST" })
  void refreshAfterCallChange()
  return answer
}

/** Owned by the campaigns API; the server spaces the resumed calls 2 seconds apart. */
export async function resumeQueuedCalls() {
  const answer = await apiFetch<ResumeQueuedResult>("/api/campaigns/resume-queued", {
    method: "POST",
  })
  void refreshAfterCallChange()
  return answer
}

/**
 * SPEC §2.7/§7: one DELETE per contact, in sequence. Stops at the first failure and reports how many
 * were deleted before it (those stay deleted).
 */
export async function deleteContactsInSequence(contactIds: number[]) {
  let deleted = 0
  try {
    for (const id of contactIds) {
      await apiFetch(`/api/contacts/${id}`, { method: "DELETE" })
      deleted++
    }
    return { deleted }
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { deleted })
  } finally {
    if (deleted) void refreshAfterCallChange()
  }
}
