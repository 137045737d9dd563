import { API } from "@shared/api-routes/endpoints"

import { useApi } from "./use-api"

export const SESSION_KEY = "/api/auth/session"

/** Whether this deployment uses an operator password and whether this browser is signed in. */
export function useSession() {
  return useApi(API.auth.session)
}
