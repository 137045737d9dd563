import { useLayoutEffect, useRef, useState } from "react"

export const AXIS_FONT_PX = 12

let context: CanvasRenderingContext2D | null | undefined
/** A label's width at the axis font: measured on a canvas in the browser, estimated elsewhere. */
export function textWidth(text: string) {
  if (context === undefined)
    context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d")
  if (!context) return text.length * AXIS_FONT_PX * 0.6
  context.font = `${AXIS_FONT_PX}px ${getComputedStyle(document.body).fontFamily}`
  return context.measureText(text).width
}

/** `text` whole when it fits in `max` px, else cut at a word's letter with an ellipsis. */
export function fitText(text: string, max: number) {
  if (textWidth(text) <= max) return text
  let n = text.length - 1
  while (n > 1 && textWidth(`${text.slice(0, n).trimEnd()}…`) > max) n--
  return `${text.slice(0, n).trimEnd()}…`
}

/** The width of a chart's box, followed as the window resizes (0 before the first layout). */
export function useBoxWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    setWidth(el.getBoundingClientRect().width)
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** Room between a label and the bars. */
export const AXIS_GAP = 8

/**
 * A category axis as wide as its longest label, so names show whole on a wide screen; on a narrow
 * one at most 40% of the chart (a cut name keeps its whole text as a tooltip).
 */
export function categoryAxisWidth(labels: readonly string[], chartWidth: number) {
  const longest = Math.max(0, ...labels.map(textWidth))
  const cap = Math.max(96, Math.floor(chartWidth * 0.4))
  return Math.ceil(Math.min(longest + AXIS_GAP + 4, cap))
}
