import type { callSnapshot, SandboxCallState } from "./sandbox-messages"
import type { CallControl } from "./voice-provider"

/** A live control command's outcome: errors do not keep their class over RPC, so they are answered. */
export type SandboxControlResult = { ok: true } | { ok: false; message: string }

/**
 * What SandboxVoice calls on a sandbox call's Durable Object stub. SandboxCall (sandbox-call.ts)
 * implements it; a type of its own so that sandbox-voice.ts and sandbox-call.ts don't import each other.
 */
export interface SandboxCallRpc extends Rpc.DurableObjectBranded {
  start(state: Omit<SandboxCallState, "delivered">): Promise<void>
  /** The call as Vapi's `GET /call/{id}` would answer, or null for a call this sandbox never placed. */
  snapshot(now?: number): Promise<ReturnType<typeof callSnapshot> | null>
  /** Live control (issue 36): take over, say, end. */
  control(command: CallControl): Promise<SandboxControlResult>
  /** Listen: a WebSocket upgrade streaming the call's synthetic audio. */
  fetch(request: Request): Promise<Response>
}
