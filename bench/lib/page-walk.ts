import type { PageCursors } from "../../worker/src/schemas/page-cursor"

interface Walked extends PageCursors {
  page: number
}

/**
 * Deep pages as the web reaches them: a jump to `start`, then Next `count` times, keeping each
 * page's cursors. The routes built from them ask what the web asks on those pages: the page polled
 * by the cursor it was reached with, and a different Next or Previous each request.
 */
export async function walkPages(baseUrl: string, path: string, start: number, count: number) {
  const url = (params: Record<string, string | number>) =>
    `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`
  const get = async (params: Record<string, string | number>) => {
    const res = await fetch(baseUrl + url(params))
    if (res.status !== 200) throw new Error(`${url(params)}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Walked
  }
  const pages = [await get({ page: start })]
  while (pages.length < count) {
    const last = pages.at(-1)!
    pages.push(await get({ page: last.page + 1, after: last.nextCursor! }))
  }
  const each = (to: (p: Walked) => Record<string, string | number>) => {
    let k = 0
    return () => url(to(pages[k++ % pages.length]!))
  }
  return {
    /** Page start + 1, reached with Next from page `start` (one URL, polled). */
    polled: url({ page: start + 1, after: pages[0]!.nextCursor! }),
    next: each((p) => ({ page: p.page + 1, after: p.nextCursor! })),
    previous: each((p) => ({ page: p.page - 1, before: p.prevCursor! })),
  }
}
