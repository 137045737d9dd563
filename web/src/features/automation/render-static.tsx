import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { SWRConfig } from "swr"
import { Router } from "wouter"

/**
 * For this folder's unit tests: the markup of `node` on /automation, with a fresh SWR cache holding
 * `fallback` (key → data) and nothing fetched.
 */
export function renderStatic(node: ReactElement, fallback: Record<string, unknown> = {}) {
  return renderToStaticMarkup(
    <SWRConfig value={{ provider: () => new Map(), fallback, fetcher: () => new Promise(() => {}) }}>
      <Router ssrPath="/automation">{node}</Router>
    </SWRConfig>
  )
}

/** The visible text of `renderStatic`, tags dropped, entities decoded, spaces collapsed. */
export function textOf(node: ReactElement, fallback?: Record<string, unknown>) {
  return renderStatic(node, fallback)
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
}
