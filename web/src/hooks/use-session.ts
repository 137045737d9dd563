import useSWR from "swr"

export type Session = { passwordRequired: boolean; authenticated: boolean }

export const SESSION_KEY = "/api/auth/session"

/** Whether this deployment uses an operator password and whether this browser is signed in. */
export function useSession() {
  return useSWR<Session>(SESSION_KEY)
}
