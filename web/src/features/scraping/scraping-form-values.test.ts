import { describe, expect, it } from "vitest"
import { SCRAPING_REQUIRED_MESSAGE } from "@shared/scraping"

import {
  SCRAPING_FORM_INITIAL,
  formFieldFor,
  invalidFormToast,
  scrapingFormResolver,
  toStartPayload,
  type ScrapingFormValues,
} from "./scraping-form-values"

const resolve = (values: ScrapingFormValues) =>
  scrapingFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe("Maps Scraping form (SPEC §2.5, §5, §9)", () => {
  it("starts at retail & convenience, Grand Rapids, MI, without website, 500", () => {
    expect(SCRAPING_FORM_INITIAL).toEqual({
      businessCategory: "retail_convenience",
      customQuery: "",
      location: "Grand Rapids, MI",
      websiteFilter: "without_website",
      maxResults: 500,
    })
  })

  it("sends a preset's search phrase, and the typed words for custom", () => {
    expect(toStartPayload(SCRAPING_FORM_INITIAL)).toEqual({
      query: "convenience store",
      location: "Grand Rapids, MI",
      maxResults: 500,
      websiteFilter: "without_website",
      businessCategory: "retail_convenience",
    })
    const custom = { ...SCRAPING_FORM_INITIAL, businessCategory: "custom" as const, customQuery: "dentist" }
    expect(toStartPayload(custom).query).toBe("dentist")
    // A custom query typed earlier is not sent with a preset.
    expect(toStartPayload({ ...custom, businessCategory: "automotive" }).query).toBe("auto repair shop")
  })

  it("gives the request body, trimmed, when valid", async () => {
    const result = await resolve({ ...SCRAPING_FORM_INITIAL, location: "  Austin, TX ", maxResults: 50 })
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ query: "convenience store", location: "Austin, TX", maxResults: 50 })
  })

  it("refuses an empty location or custom query with the one required message", async () => {
    const noLocation = await resolve({ ...SCRAPING_FORM_INITIAL, location: "   " })
    expect(noLocation.errors.location?.message).toBe(SCRAPING_REQUIRED_MESSAGE)
    const noQuery = await resolve({ ...SCRAPING_FORM_INITIAL, businessCategory: "custom", customQuery: "" })
    expect(noQuery.errors.customQuery?.message).toBe(SCRAPING_REQUIRED_MESSAGE)
    expect(invalidFormToast(noQuery.errors)).toEqual({
      variant: "destructive",
      title: "Missing Information",
      description: `${SCRAPING_REQUIRED_MESSAGE}: Custom Search Query`,
    })
  })

  it("names the empty required field after the spec's message (issue 38)", async () => {
    const noLocation = await resolve({ ...SCRAPING_FORM_INITIAL, location: "   " })
    expect(invalidFormToast(noLocation.errors)?.description).toBe("Please fill in all required fields: Location")
    const neither = await resolve({
      ...SCRAPING_FORM_INITIAL,
      businessCategory: "custom",
      customQuery: "",
      location: "",
    })
    expect(invalidFormToast(neither.errors)?.description).toBe(
      "Please fill in all required fields: Location, Custom Search Query"
    )
  })

  it("refuses a Max Results outside the options", async () => {
    const result = await resolve({ ...SCRAPING_FORM_INITIAL, maxResults: 7 })
    expect(result.errors.maxResults?.message).toMatch(/^Max Results must be one of 50, 100/)
    expect(invalidFormToast(result.errors)?.title).toBe("Error")
    expect(invalidFormToast({})).toBeNull()
  })

  it("puts a server issue on the field that shows it", () => {
    expect(formFieldFor("query")).toBe("customQuery")
    expect(formFieldFor("location")).toBe("location")
    expect(formFieldFor("maxResults")).toBe("maxResults")
    expect(formFieldFor("other")).toBeNull()
    expect(formFieldFor("")).toBeNull()
  })
})
