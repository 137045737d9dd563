import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiKey } from "@/lib/api-call"

const SETUP_KEY = apiKey(API.system.setup)

/** The dashboard's setup checklist (cached checks; "Check again" asks every provider anew). */
export function useSetupChecklist() {
  return useApi(API.system.setup)
}

export async function recheckSetup() {
  const list = await apiCall(API.system.setup, { query: { refresh: "1" } })
  await mutate(SETUP_KEY, list, { revalidate: false })
  // The same fresh checks light the header and the System Status card.
  void revalidatePrefixes(SYSTEM_STATUS_KEY)
  return list
}

export async function dismissSetup() {
  const list = await apiCall(API.system.dismissSetup)
  await mutate(SETUP_KEY, list, { revalidate: false })
  return list
}
