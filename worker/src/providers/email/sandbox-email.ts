import type { EmailMessage, EmailProvider, EmailResult } from "./email-provider"

/**
 * The sandbox mail: nothing leaves the server. Each message is kept in memory (tests read `sent`)
 * and answered `logged`, so the notification row stays "logged" and the bell still shows it.
 */
export class SandboxEmail implements EmailProvider {
  readonly kind = "sandbox" as const
  /** Every message handed to send(), in order (a copy: later changes by the caller do not show). */
  readonly sent: EmailMessage[] = []

  async send(message: EmailMessage): Promise<EmailResult> {
    this.sent.push({ ...message, to: [...message.to] })
    return { outcome: "logged" }
  }

  async checkSender() {
    return { ok: true, senderVerified: true, message: "Sandbox: notifications are logged in the app, never mailed." }
  }
}
