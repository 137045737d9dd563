import { useCallback, useState } from "react"

/** How the contacts page shows a page: the spec's cards (the default), or a dense table (issue 38). */
export type ContactsLayout = "cards" | "table"

export const CONTACTS_LAYOUT_KEY = "contacts.layout"

function stored(): ContactsLayout {
  try {
    return window.localStorage.getItem(CONTACTS_LAYOUT_KEY) === "table" ? "table" : "cards"
  } catch {
    return "cards"
  }
}

/** The operator's choice of layout, remembered in this browser (localStorage) across reloads. */
export function useContactsLayout() {
  const [layout, setLayout] = useState<ContactsLayout>(stored)
  const choose = useCallback((next: ContactsLayout) => {
    setLayout(next)
    try {
      window.localStorage.setItem(CONTACTS_LAYOUT_KEY, next)
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
  }, [])
  return [layout, choose] as const
}
