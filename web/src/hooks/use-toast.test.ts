import { describe, expect, it } from "vitest"

import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast } from "./use-toast"

const t = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true })

describe("toast queue", () => {
  it("keeps only the newest toast visible", () => {
    expect(TOAST_LIMIT).toBe(1)
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: t("1") })
    state = reducer(state, { type: "ADD_TOAST", toast: t("2") })
    expect(state.toasts.map((x) => x.id)).toEqual(["2"])
  })

  it("closes on dismiss and removes on remove", () => {
    let state = reducer({ toasts: [t("1")] }, { type: "DISMISS_TOAST", toastId: "1" })
    expect(state.toasts[0]?.open).toBe(false)
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "1" })
    expect(state.toasts).toEqual([])
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })
})
