import { navigate } from "wouter/use-browser-location"

/**
 * `?contact=<id>` opens that contact's drawer over the screen it is on (issue 38): the address a
 * contact card, a Call History row, a demo or a recent call leads to, so a reload or a shared link
 * opens it again. `/contacts?contact=<id>` is the one to share.
 */
export const CONTACT_PARAM = "contact"

/** The contact id a link asks for: a positive whole number as the API takes it, else null. */
export function linkedContactId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,14}$/.test(raw)) return null
  return Number(raw)
}

/** The search string with the contact set (a number) or dropped (null), other parameters kept. */
export function withContactParam(search: string, id: number | null): string {
  const params = new URLSearchParams(search)
  if (id === null) params.delete(CONTACT_PARAM)
  else params.set(CONTACT_PARAM, String(id))
  return params.toString()
}

/** The address that opens a contact's drawer: over `path` (default the Contacts screen). */
export const contactHref = (id: number, path = "/contacts") => `${path}?${withContactParam("", id)}`

/**
 * Opens a contact's drawer over the current screen (any screen: the drawer's host sits in the app
 * shell), keeping the screen's own parameters; Back closes it.
 */
export function openContactDrawer(id: number) {
  const { pathname, search } = window.location
  navigate(`${pathname}?${withContactParam(search, id)}`)
}
