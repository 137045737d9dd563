/**
 * Free text that arrives in a query string (searches, filters). No imports beyond zod: the web
 * bundle includes this file.
 */
import { z } from "zod"

export const CONTROL_CHARACTERS_MESSAGE = "Search and filter text must not contain control characters"

/**
 * C0 controls (tab and newlines too: a search box never needs them), DEL, C1 controls, and UTF-16
 * surrogates that are not part of a pair. A NUL reached FTS5, which reads its query as a C string.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const hasUnsafeCharacters = (text: string) => UNSAFE.test(text)

/** A trimmed search or filter text of at most `max` characters, with no control characters. */
export const queryText = (max: number) =>
  z
    .string()
    .refine((v) => !hasUnsafeCharacters(v), CONTROL_CHARACTERS_MESSAGE)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `At most ${max} characters`))

export const DIRECTION_CONTROLS_MESSAGE = "Filter text must not contain hidden text-direction characters"

/** Embeddings, overrides and isolates (text-rule.ts): no stored name holds them, so a filter never needs one. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/

/**
 * A filter on a stored name (a lead source, a category): a query text that also refuses the
 * direction controls the free-text rule keeps out of every stored name.
 */
export const filterText = (max: number) =>
  z
    .string()
    .refine((v) => !BIDI_CONTROL.test(v), DIRECTION_CONTROLS_MESSAGE)
    .pipe(queryText(max))
