import { afterEach, describe, expect, it, vi } from "vitest"

import {
  ACTION_TOAST_HOLD_MS,
  ambientWait,
  currentToasts,
  reducer,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToasterToast,
} from "./use-toast"

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

describe("ambient toasts (background news such as New Contact Found)", () => {
  const action = (id: string, shownAt: number): ToasterToast => ({ ...t(id), shownAt })
  const ambient = (id: string, shownAt: number): ToasterToast => ({ ...t(id), shownAt, ambient: true })

  it("do not hide the answer to the operator's click while it is fresh", () => {
    const state = reducer({ toasts: [action("started", 1_000)] }, { type: "ADD_TOAST", toast: ambient("news", 1_050) })
    expect(state.toasts.map((x) => x.id)).toEqual(["started"])
  })

  it("replace it once it has been readable for the hold time, and replace each other at once", () => {
    let state = reducer(
      { toasts: [action("started", 1_000)] },
      { type: "ADD_TOAST", toast: ambient("news-1", 1_000 + ACTION_TOAST_HOLD_MS) }
    )
    expect(state.toasts.map((x) => x.id)).toEqual(["news-1"])
    state = reducer(state, { type: "ADD_TOAST", toast: ambient("news-2", 1_000 + ACTION_TOAST_HOLD_MS + 1) })
    expect(state.toasts.map((x) => x.id)).toEqual(["news-2"])
  })

  it("never hold back a new action toast, and show at once when the action's toast was closed", () => {
    let state = reducer({ toasts: [ambient("news", 1_000)] }, { type: "ADD_TOAST", toast: action("stopped", 1_001) })
    expect(state.toasts.map((x) => x.id)).toEqual(["stopped"])
    state = reducer(state, { type: "DISMISS_TOAST", toastId: "stopped" })
    state = reducer(state, { type: "ADD_TOAST", toast: ambient("news-2", 1_002) })
    expect(state.toasts[0]?.id).toBe("news-2")
  })
})

describe("held news", () => {
  afterEach(() => void vi.useRealTimers())

  it("waits for the rest of the action's hold, then the newest of it shows", () => {
    vi.useFakeTimers()
    toast({ title: "Scraping Started" })
    expect(ambientWait({ toasts: [...currentToasts()] }, Date.now())).toBe(ACTION_TOAST_HOLD_MS)
    toast({ title: "New Contact Found", description: "First", ambient: true })
    toast({ title: "New Contact Found", description: "Second", ambient: true })
    vi.advanceTimersByTime(ACTION_TOAST_HOLD_MS - 1)
    expect(currentToasts()[0]?.title).toBe("Scraping Started")
    vi.advanceTimersByTime(1)
    expect(currentToasts()[0]).toMatchObject({ title: "New Contact Found", description: "Second" })
    // Later news shows at once: nothing of the operator's is on screen to protect.
    toast({ title: "New Contact Found", description: "Third", ambient: true })
    expect(currentToasts()[0]?.description).toBe("Third")
  })
})
