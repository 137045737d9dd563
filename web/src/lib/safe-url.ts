/**
 * A URL from the server that the page turns into a link: only absolute https URLs pass, so a stored
 * `javascript:` or `data:` value can never run when clicked. Anything else is null (render no link).
 */
export function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === "https:" ? url.href : null
  } catch {
    return null
  }
}
