import * as React from "react"

import type { ToastActionElement, ToastProps } from "@/components/ui/toast"

/** SPEC §2.1: at most one toast visible at a time. */
export const TOAST_LIMIT = 1
/** SPEC §9: a dismissed toast is removed from state after 1,000,000 ms (radix animates it out first). */
export const TOAST_REMOVE_DELAY = 1_000_000
/**
 * With one toast at a time, a stream of background news ("New Contact Found" for every scraped
 * business) would replace the answer to the operator's own click ("Scraping Started") within
 * milliseconds, before anyone could read it. Ambient toasts leave an action's toast alone for this long.
 */
export const ACTION_TOAST_HOLD_MS = 2_000

export type ToasterToast = ToastProps & {
  id: string
  title?: React.ReactNode
  description?: React.ReactNode
  action?: ToastActionElement
  /** Background news, not the answer to an action: it never hides an action's fresh toast. */
  ambient?: boolean
  /** When it was shown (ms), for ACTION_TOAST_HOLD_MS. */
  shownAt?: number
}

type State = { toasts: ToasterToast[] }

export type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string }

let count = 0
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function queueRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId)
    dispatch({ type: "REMOVE_TOAST", toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(toastId, timeout)
}

/**
 * How long an ambient toast arriving at `now` must wait: the rest of the hold of an action's toast
 * still on screen, else 0.
 */
export function ambientWait(state: State, now: number) {
  const shown = state.toasts[0]
  if (!shown?.open || shown.ambient) return 0
  return Math.max(0, (shown.shownAt ?? 0) + ACTION_TOAST_HOLD_MS - now)
}

/** Pure state transition (the removal timer is a side effect of dispatch, not of this function). */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      // toast() defers held news; this guard keeps the rule should one arrive here anyway.
      if (action.toast.ambient && ambientWait(state, action.toast.shownAt ?? 0) > 0) return state
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t
        ),
      }
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

const listeners: Array<(state: State) => void> = []
let memoryState: State = { toasts: [] }

function dispatch(action: Action) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id)
    ids.forEach(queueRemoval)
  }
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener(memoryState))
}

export type ToastInput = Omit<ToasterToast, "id">

/** The newest ambient toast waiting for an action's toast to have been readable; older ones are stale. */
let heldNews: { id: string; props: ToastInput } | null = null
let heldTimer: ReturnType<typeof setTimeout> | null = null

function holdNews(id: string, props: ToastInput, wait: number) {
  heldNews = { id, props }
  heldTimer ??= setTimeout(() => {
    heldTimer = null
    const news = heldNews
    heldNews = null
    // Shown now (under the id its caller holds), or held again behind a newer action's toast.
    if (news) show(news.id, news.props)
  }, wait)
}

/**
 * Show a toast from anywhere (components, hooks, plain modules):
 * `toast({ title: "Contact Added", description: "…" })`, `variant: "destructive"` for failures,
 * `duration` (ms) to override the 5000 ms default, `action: <ToastAction altText="…">…</ToastAction>`,
 * `ambient: true` for background news that must not hide the answer to a click (ACTION_TOAST_HOLD_MS).
 * The handle's `update` reaches the toast whether it is on screen or still held back.
 */
function toast(props: ToastInput) {
  return show(genId(), props)
}

function show(id: string, props: ToastInput) {
  const update = (next: Partial<ToastInput>) => {
    if (heldNews?.id === id) heldNews = { id, props: { ...heldNews.props, ...next } }
    else dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } })
  }
  const dismiss = () => {
    if (heldNews?.id === id) heldNews = null
    else dispatch({ type: "DISMISS_TOAST", toastId: id })
  }
  if (props.ambient) {
    const wait = ambientWait(memoryState, Date.now())
    if (wait > 0) {
      holdNews(id, props, wait)
      return { id, dismiss, update }
    }
  }
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      shownAt: Date.now(),
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

/** A toast is on screen, or held back to be shown (so an update still reaches the operator). */
export const toastPending = (id: string) => heldNews?.id === id || memoryState.toasts.some((t) => t.id === id && t.open)

/** The toasts as they stand now, outside React (the Toaster reads them through useToast). */
export const currentToasts = (): readonly ToasterToast[] => memoryState.toasts

function useToast() {
  const [state, setState] = React.useState<State>(memoryState)
  React.useEffect(() => {
    listeners.push(setState)
    return () => {
      const index = listeners.indexOf(setState)
      if (index > -1) listeners.splice(index, 1)
    }
  }, [])
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  }
}

export { toast, useToast }
