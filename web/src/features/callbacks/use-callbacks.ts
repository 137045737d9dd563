import { API } from "@shared/api-routes/endpoints"
import type { CallbackCreate, CallbackUpdate } from "@shared/callbacks"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"

/** What a callback change touches: the cards, the calendar, the contact's status. */
const refresh = () => revalidatePrefixes("/api/callbacks", "/api/contacts", "/api/calendar/events")

/** Every callback still to be made (the contacts grid), or a month's (the calendar). */
export function useCallbacks(range?: { from: string; to: string }) {
  return useApi(API.callbacks.list, range ? { query: range } : {}, { keepPreviousData: true, refreshInterval: 15_000 })
}

/** One contact's callbacks and the zone a new one's time is read in. */
export function useContactCallbacks(contactId: number | null) {
  return useApi(API.callbacks.list, contactId ? { query: { contactId } } : null)
}

export async function addCallback(body: CallbackCreate) {
  try {
    return await apiCall(API.callbacks.create, { body })
  } finally {
    void refresh()
  }
}

export async function moveCallback(id: number, body: CallbackUpdate) {
  try {
    return await apiCall(API.callbacks.update, { params: { id }, body })
  } finally {
    void refresh()
  }
}

export async function dropCallback(id: number) {
  try {
    await apiCall(API.callbacks.remove, { params: { id } })
  } finally {
    void refresh()
  }
}
