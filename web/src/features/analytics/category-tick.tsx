import { AXIS_FONT_PX, AXIS_GAP, fitText } from "./category-axis"

type CategoryTickProps = {
  x?: number
  y?: number
  payload?: { value: string | number }
  /** The axis width the label must fit in. */
  room: number
  /** A second, smaller line under the name (e.g. the calls a rate is taken from). */
  note?: (name: string) => string | undefined
}

/** A category name at the axis, whole when it fits; cut with its whole name as the tooltip otherwise. */
export function CategoryTick({ x = 0, y = 0, payload, room, note }: CategoryTickProps) {
  const name = String(payload?.value ?? "")
  const shown = fitText(name, room - AXIS_GAP - 4)
  const second = note?.(name)
  return (
    <g transform={`translate(${x},${y})`} data-axis-label={name}>
      {shown !== name && <title>{name}</title>}
      <text x={-AXIS_GAP} dy={second ? -2 : 4} textAnchor="end" fontSize={AXIS_FONT_PX} className="fill-foreground">
        {shown}
      </text>
      {second && (
        <text x={-AXIS_GAP} dy={12} textAnchor="end" fontSize={11} className="fill-muted-foreground">
          {fitText(second, room - AXIS_GAP - 4)}
        </text>
      )}
    </g>
  )
}
