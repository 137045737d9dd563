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
