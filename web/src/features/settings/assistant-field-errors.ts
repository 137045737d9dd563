import { assistantSetupSchema, liveAssistantSetupSchema, type VoiceSetupView } from "@shared/voice-setup"

type Spec = VoiceSetupView["spec"]

/**
 * What the shared schema finds wrong per field, shown under it. A real assistant must have
 * the template's [blanks] filled in (the server refuses them too); the sandbox's simulated calls may keep them.
 */
export function fieldErrors(spec: Spec, real: boolean): Partial<Record<keyof Spec, string>> {
  const parsed = (real ? liveAssistantSetupSchema : assistantSetupSchema).safeParse(spec)
  if (parsed.success) return {}
  const out: Partial<Record<keyof Spec, string>> = {}
  // Every blank left in a field at once (the base rules stop at their first problem).
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Spec
    out[key] = out[key] ? `${out[key]} ${issue.message}` : issue.message
  }
  return out
}
