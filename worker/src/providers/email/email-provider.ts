/**
 * Notification e-mail in our own terms. The Resend adapter (resend-email.ts) speaks Resend's HTTP
 * API; the sandbox (sandbox-email.ts) only keeps what would have been sent. The notification job
 * turns each outcome into the row's status: sent, logged, failed (with the reason) or a later retry.
 */

export interface EmailMessage {
  /** Plain addresses ("ops@example.com"); at least one. */
  to: string[]
  /** One line: the notification's message. */
  subject: string
  /** The plain-text body. */
  text: string
  /**
   * Stable per notification row, e.g. "notification-42": a redelivered job sends the same key, so the
   * provider answers the first send again instead of mailing twice.
   */
  idempotencyKey: string
}

export type EmailResult =
  /** The provider accepted it; `id` is the provider's id for the e-mail. */
  | { outcome: "sent"; id: string }
  /** Sandbox: kept as logged, nothing sent. */
  | { outcome: "logged" }
  /** Permanent (bad key, invalid address, other 4xx): the row is marked failed with the reason. */
  | { outcome: "failed"; reason: string }
  /** 429, 5xx or the network: the same message (same idempotency key) is tried again later. */
  | { outcome: "retry"; reason: string; retryAfterSeconds: number }

export interface EmailProvider {
  readonly kind: "resend" | "sandbox"
  /** One send; never throws for a provider or network failure (those are `failed` / `retry`). */
  send(message: EmailMessage): Promise<EmailResult>
  /**
   * Proves the key and, where the key may read them, that the sender's domain is verified. Resolves
   * with the outcome for every answer, a refused key included.
   */
  checkSender(): Promise<EmailSenderCheck>
}

export interface EmailSenderCheck {
  /** The provider accepted the key. */
  ok: boolean
  /** The sender's domain is verified; null when the key may not read domains (a sending-only key). */
  senderVerified: boolean | null
  /** In the operator's words; never the key. */
  message: string
  /** Resend answered and refused the key (401/403). */
  refused?: boolean
}
