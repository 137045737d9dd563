import { DurableObject } from "cloudflare:workers"
import type { Env } from "../../env"
import type { SandboxCallRpc } from "./sandbox-call-rpc"
import { callSnapshot, dueAt, type SandboxCallState, scriptOf, stepMessages } from "./sandbox-messages"
import { SandboxVoice } from "./sandbox-voice"

/**
 * One simulated phone call. Alarms play the call's script; each step's Vapi-shaped messages go to
 * `deliver`: the Durable Object class the worker exports (jobs/sandbox-voice-call.ts) hands them to
 * the same webhook handler real Vapi messages reach, in-process (never over HTTP, so no secret is
 * involved). A step is marked delivered only after the handler succeeded; a failed alarm is retried.
 */
export abstract class SandboxCall extends DurableObject<Env> implements SandboxCallRpc {
  /** Handles one Vapi-shaped message as the webhook handler would; throws to retry the alarm. */
  protected abstract deliver(voice: SandboxVoice, body: unknown): Promise<unknown>

  async start(state: Omit<SandboxCallState, "delivered">) {
    const fresh: SandboxCallState = { ...state, delivered: 0 }
    await this.ctx.storage.put("state", fresh)
    await this.armNext(fresh)
  }

  /** The call as Vapi's `GET /call/{id}` would answer, or null for a call this sandbox never placed. */
  async snapshot(now = Date.now()) {
    const state = await this.ctx.storage.get<SandboxCallState>("state")
    return state ? callSnapshot(state, now) : null
  }

  async alarm() {
    const state = await this.ctx.storage.get<SandboxCallState>("state")
    if (!state) return
    const steps = scriptOf(state).steps
    const voice = new SandboxVoice(this.env)
    while (state.delivered < steps.length && dueAt(state, steps[state.delivered]!.at) <= Date.now()) {
      for (const body of stepMessages(state, state.delivered)) {
        await this.deliver(voice, body)
      }
      state.delivered++
      await this.ctx.storage.put("state", state)
    }
    await this.armNext(state)
  }

  private async armNext(state: SandboxCallState) {
    const next = scriptOf(state).steps[state.delivered]
    if (next) await this.ctx.storage.setAlarm(dueAt(state, next.at))
  }
}
