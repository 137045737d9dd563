import { AppError } from "../lib/errors"
import type { ProviderName } from "../schemas/system-status"
import type { ProviderStatus, RunMode } from "./provider-mode"

/** The status lights' providers, plus the calendar (its status is on the Demo Calendar page, not a light). */
export type SlotName = ProviderName | "calendar"

/**
 * One outside service as the product sees it: a real adapter, the sandbox, or nothing (and why).
 * `mode` and `reason` are what GET /api/system/status answers for it.
 */
export type ProviderSlot<P> =
  | { name: SlotName; mode: "real"; reason: string; provider: P }
  | { name: SlotName; mode: "sandbox"; reason: string; provider: P }
  | { name: SlotName; mode: "not_configured"; reason: string }

/**
 * The slot for a resolved mode. The adapter is built on first use: most requests only read the
 * mode (the status poll builds every slot), and some adapters parse a key or open a store.
 */
export function makeSlot<P>(name: SlotName, status: ProviderStatus, build: (mode: RunMode) => P): ProviderSlot<P> {
  if (status.mode === "not_configured") return { name, mode: status.mode, reason: status.reason }
  const mode = status.mode
  let provider: P | undefined
  return {
    name,
    mode,
    reason: status.reason,
    get provider() {
      return (provider ??= build(mode))
    },
  }
}

/** The slot's adapter, or the 409 `<name>_not_configured` with the slot's reason (the UI shows it). */
export function requireProvider<P>(slot: ProviderSlot<P>): P {
  if (slot.mode === "not_configured") throw new AppError(`${slot.name}_not_configured`, 409, slot.reason)
  return slot.provider
}

/** The slot's adapter, or null when it is not configured (work that waits instead of failing). */
export const providerOrNull = <P>(slot: ProviderSlot<P>): P | null =>
  slot.mode === "not_configured" ? null : slot.provider
