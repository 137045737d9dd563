import type { WebsiteFilter } from "@shared/scraping"

/**
 * What each choice keeps and drops, said at the choice (issue 38: the default dropped 302 of 373
 * places without a word). Every place a search returns is examined (and, on Google, billed) either way.
 */
export const WEBSITE_FILTER_HELP: Record<WebsiteFilter, string> = {
  without_website:
    "Keeps only businesses without a website of their own and drops the rest, often most of what a search finds. Choose All businesses to keep them.",
  with_website: "Keeps only businesses with a website of their own and drops those without one.",
  all: "Keeps every business with a phone number, with or without a website.",
}
