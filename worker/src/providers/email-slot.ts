import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import type { EmailProvider } from "./email/email-provider"
import { ResendEmail } from "./email/resend-email"
import { SandboxEmail } from "./email/sandbox-email"
import { resolveMode } from "./provider-mode"
import { makeSlot, type ProviderSlot } from "./provider-slot"

/**
 * Notification e-mail. Only a real provider sends: the sandbox, and a deployment without a key
 * ("not configured"), keep notifications "logged" (written and shown in the app, never mailed).
 */
export type EmailSlot = ProviderSlot<EmailProvider>

/** Resend with a key; the sandbox where provider-mode.ts allows it, else nothing. */
export function makeEmailSlot(env: Env, settings: Settings): EmailSlot {
  const status = resolveMode(env, {
    name: "E-mail (Resend)",
    key: settings.resend_api_key,
    fix: "add the Resend API key in Settings → Notifications",
  })
  return makeSlot("email", status, (mode) =>
    mode === "real"
      ? new ResendEmail({ apiKey: settings.resend_api_key, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM })
      : new SandboxEmail()
  )
}
