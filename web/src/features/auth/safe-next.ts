/** Only same-origin paths are followed after sign-in; anything else (//evil.com, https://…) goes home. */
export function safeNext(next: string | null | undefined) {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/"
  if (next === "/login" || next.startsWith("/login?")) return "/"
  return next
}
