/**
 * The one rule for free text a person types and the app stores: contact fields, campaign names,
 * lead-search queries and locations, automation cities, do-not-call reasons, sheet names and the
 * text settings. The worker's validators and the web forms apply it through the same schemas, and
 * the CSV import checks each row with it. No imports beyond zod: the web bundle includes this file.
 *
 * Every stored text is one line (no field holds notes), so tabs and line breaks are refused along
 * with the other controls: they would reach e-mail subjects, calendar feeds and sheet cells.
 */
import { z } from "zod"
import { hasUnsafeCharacters } from "./query-text"

/** C0 and C1 controls, DEL, lone surrogates (query-text.ts), plus the Unicode line separators. */
const hasControl = (text: string) => hasUnsafeCharacters(text) || /[\u2028\u2029]/.test(text)

/**
 * Embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI) reorder what follows
 * them, so a name can show "exe.txt" for "txt.exe" (CVE-2021-42574). The marks LRM, RLM and ALM
 * only place neutral characters, and writers of Arabic and Hebrew use them: they are allowed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/

/** What a reader cannot see: whitespace, zero-width and other default-ignorable characters, the braille blank. */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu

export type TextProblem = "control" | "bidi" | "invisible"

/**
 * Why `text` breaks the rule, or undefined. Blank text is no problem here: each field decides
 * whether it may be empty (after trimming), and says so in its own words.
 */
export function textProblem(text: string): TextProblem | undefined {
  if (hasControl(text)) return "control"
  if (BIDI_CONTROL.test(text)) return "bidi"
  if (text.trim() !== "" && text.replace(INVISIBLE, "") === "") return "invisible"
  return undefined
}

/** `field` names what was typed, article included: "the business name". */
export function textProblemMessage(problem: TextProblem, field: string) {
  switch (problem) {
    case "control":
      return `Remove control characters (tabs, line breaks) from ${field}`
    case "bidi":
      return `Remove the hidden text-direction characters from ${field}`
    case "invisible":
      return `Enter visible text for ${field}`
  }
}

/**
 * A free-text field: the rule on the text as sent (so a control character is refused, not trimmed
 * away), then trimmed. `base` carries the field's own "required" message when it has one.
 */
export const freeText = (field: string, base: z.ZodString = z.string()) =>
  base
    .superRefine((text, ctx) => {
      const problem = textProblem(text)
      if (problem) ctx.addIssue({ code: "custom", message: textProblemMessage(problem, field) })
    })
    .trim()

/**
 * Text taken from elsewhere (a file name, a cell), made fit to store: line breaks and tabs become
 * spaces, other controls and direction overrides go, and what is left is trimmed.
 */
export function cleanText(text: string) {
  return (
    text
      .replace(/[\t\n\r\u2028\u2029]+/g, " ")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
      .trim()
  )
}
