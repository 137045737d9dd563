/**
 * The web app renders a call's recording as a link, so only an absolute https URL is stored; anything
 * else from a webhook (javascript:, data:, http:, junk) becomes null.
 */
export function httpsUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).protocol === "https:" ? value : null
  } catch {
    return null
  }
}
