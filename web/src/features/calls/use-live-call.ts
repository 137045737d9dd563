import { useEffect } from "react"
import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"
import { ApiError } from "@/lib/api-error"
import { apiCall } from "@/lib/api-call"
import { addLiveLines, useLiveLines } from "./live-transcript"

/**
 * A call in progress (issue 36): what was said before this screen opened (the room's backlog), then
 * each line as the socket brings it; how to listen; whether it can be controlled. Nothing is read
 * for a call that is not live.
 */
export function useLiveCall(callId: number | null, live: boolean) {
  const answer = useApi(API.calls.live, live && callId !== null ? { params: { id: callId } } : null, {
    revalidateOnFocus: false,
  })
  useEffect(() => {
    if (answer.data && callId !== null) addLiveLines(callId, answer.data.lines)
  }, [answer.data, callId])
  return { ...answer, lines: useLiveLines(callId) }
}

export type LiveControl = { action: "take_over" } | { action: "say"; message: string } | { action: "end" }

/** Sends one live control; answers the server's sentence, or throws its error in words. */
export async function controlLiveCall(callId: number, control: LiveControl): Promise<string> {
  const answer = await apiCall(API.calls.control, { params: { id: callId }, body: control })
  return answer.message
}

/** A failed control in words: the server's sentence, or what to do when the network lost it. */
export function controlFailure(error: unknown) {
  if (error instanceof ApiError) return error.message
  return "The request did not reach the server. Check the connection and try again."
}
