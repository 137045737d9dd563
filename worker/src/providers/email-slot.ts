import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import type { EmailProvider } from "./email/email-provider"
import { ResendEmail } from "./email/resend-email"
import { SandboxEmail } from "./email/sandbox-email"
import { type ProviderStatus, resolveMode } from "./provider-mode"

export interface EmailSlot extends ProviderStatus {
  /** The provider notification e-mails go through: Resend when real, else the sandbox (logged only). */
  current(): EmailProvider
}

/** Resend with a key; otherwise the sandbox, which keeps every notification as "logged". */
export function makeEmailSlot(env: Env, settings: Settings): EmailSlot {
  const status = resolveMode(env, {
    name: "E-mail (Resend)",
    key: settings.resend_api_key,
    fix: "add the Resend API key in Settings → Notifications",
  })
  let provider: EmailProvider | null = null
  // Not configured still gets the sandbox: notifications are written and shown in the app, only not
  // mailed, and nothing pretends otherwise (mode and reason say "not configured").
  const current = () =>
    (provider ??=
      status.mode === "real"
        ? new ResendEmail({ apiKey: settings.resend_api_key, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM })
        : new SandboxEmail())
  return { ...status, available: true, current }
}
