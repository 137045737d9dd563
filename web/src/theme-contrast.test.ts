import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

/*
 * Issue 38: green status text read at 3.7:1. The theme's text colours against the surfaces they sit
 * on, by WCAG 2's formula, from the tokens in index.css: 4.5:1 at least for text.
 */

const css = readFileSync(new URL("./index.css", import.meta.url), "utf8")
const root = css.slice(css.indexOf(":root"), css.indexOf("}", css.indexOf(":root")))

function token(name: string): [number, number, number] {
  const m = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(root)
  if (!m) throw new Error(`no oklch token --${name}`)
  return [Number(m[1]), Number(m[2]), Number(m[3])]
}

/** OKLCH -> linear sRGB, clipped to the gamut (as a browser shows it). */
function linearRgb([l, c, h]: [number, number, number]) {
  const a = c * Math.cos((h * Math.PI) / 180)
  const b = c * Math.sin((h * Math.PI) / 180)
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ].map((x) => Math.min(1, Math.max(0, x)))
}

/** sRGB encoded (0-1): what alpha blending mixes. */
const encode = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055)
const decode = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4)
const luminance = (rgb: number[]) => 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!

function contrast(fg: number[], bg: number[]) {
  const [a, b] = [luminance(fg) + 0.05, luminance(bg) + 0.05]
  return Math.max(a, b) / Math.min(a, b)
}

/** `over` at `alpha` over `under` (Tailwind's bg-success/12), in encoded sRGB as browsers blend. */
function tint(over: number[], alpha: number, under: number[]) {
  return over.map((x, i) => decode(alpha * encode(x) + (1 - alpha) * encode(under[i]!)))
}

const rgb = (name: string) => linearRgb(token(name))

describe("text contrast of the theme (issue 38)", () => {
  it("green status text is 4.5:1 or more on the page, a card and its own 12% tint", () => {
    expect(contrast(rgb("success"), rgb("background"))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(rgb("success"), rgb("card"))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(rgb("success"), tint(rgb("success"), 0.12, rgb("card")))).toBeGreaterThanOrEqual(4.5)
    // White text on a green badge too.
    expect(contrast(rgb("success-foreground"), rgb("success"))).toBeGreaterThanOrEqual(4.5)
  })

  it("muted and coloured text keep 4.5:1 on the page and on cards", () => {
    for (const fg of ["foreground", "muted-foreground", "primary", "destructive"]) {
      for (const bg of ["background", "card"])
        expect(contrast(rgb(fg), rgb(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
