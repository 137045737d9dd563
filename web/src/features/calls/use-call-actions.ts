import { API } from "@shared/api-routes/endpoints"
import type { InitiateCallInput } from "@shared/calls"

import { toast } from "@/hooks/use-toast"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { toastApiError } from "@/lib/toast-error"

/** Everything a call changes: history, dashboard, and the contact's call count. */
const refreshAfterCallChange = () => revalidatePrefixes("/api/calls", "/api/dashboard", "/api/contacts")

export async function initiateCall(input: InitiateCallInput) {
  const answer = await apiCall(API.calls.initiate, { body: input })
  void refreshAfterCallChange()
  return answer
}

/**
 * Call Now as every screen places it (SPEC §8): "Call Initiated" saying what happens, or "Call Failed"
 * with the server's reason ("Failed to initiate call" without one). True when the call was placed or
 * queued.
 */
export async function callNowWithToasts(contact: { id: number; businessName: string; phone: string }) {
  try {
    const answer = await initiateCall({ contactId: contact.id, phoneNumber: contact.phone })
    toast({
      title: "Call Initiated",
      description:
        answer.state === "queued" && answer.message
          ? `${contact.businessName}: ${answer.message}`
          : `Calling ${contact.businessName}…`,
    })
    return true
  } catch (error) {
    toastApiError(error, { title: "Call Failed", fallback: "Failed to initiate call", reason: "replace" })
    return false
  }
}

/** Sandbox: the contact rings the app's number (issue 36); answers what the assistant says first. */
export async function simulateCallback(contactId: number) {
  const answer = await apiCall(API.calls.simulateCallback, { body: { contactId } })
  void refreshAfterCallChange()
  return answer
}

export async function cancelCalls(callIds: number[]) {
  const answer = await apiCall(API.calls.bulkUpdateStatus, { body: { callIds, status: "cancelled" } })
  void refreshAfterCallChange()
  return answer
}

export async function clearPendingCalls() {
  const answer = await apiCall(API.calls.clearPending)
  void refreshAfterCallChange()
  return answer
}

/** Owned by the campaigns API; the server spaces the resumed calls 2 seconds apart. */
export async function resumeQueuedCalls() {
  const answer = await apiCall(API.campaigns.resumeQueued)
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
      await apiCall(API.contacts.remove, { params: { id } })
      deleted++
    }
    return { deleted }
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { deleted })
  } finally {
    if (deleted) void refreshAfterCallChange()
  }
}
