import { useLayoutEffect, useRef } from "react"

/**
 * Focus back on what opened a dialog that has no trigger of its own (Call Details opens from a
 * row's button): Radix returns focus to a dialog's trigger, and without one it went to <body>, so a
 * keyboard operator started again from the top of the page. Returns the dialog's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  // Before the dialog takes focus: what has it now is what opened it.
  useLayoutEffect(() => {
    if (!open) return
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [open])
  return (event: Event) => {
    const el = opener.current
    opener.current = null
    if (!el?.isConnected) return
    event.preventDefault()
    el.focus()
  }
}
