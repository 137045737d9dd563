import type { ReactNode } from "react"

/**
 * A legend entry's name in the text colour: recharts writes it in the series colour, and the light
 * ones (orange #E69F00 at 2.2:1, yellow, sky blue) are unreadable as text. The swatch beside it
 * keeps the colour.
 */
export function LegendText({ children }: { children: ReactNode }) {
  return <span className="text-foreground">{children}</span>
}
