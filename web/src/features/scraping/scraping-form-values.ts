import type { FieldErrors, Resolver } from "react-hook-form"
import {
  SCRAPING_FORM_DEFAULTS,
  SCRAPING_REQUIRED_MESSAGE,
  categoryPreset,
  startScrapingSchema,
  type ScrapingCategory,
  type StartScrapingData,
  type StartScrapingInput,
  type WebsiteFilter,
} from "@shared/scraping"

/** What the Maps Scraping form holds; the query sent is derived from the category (or typed for custom). */
export type ScrapingFormValues = {
  businessCategory: ScrapingCategory
  customQuery: string
  location: string
  websiteFilter: WebsiteFilter
  maxResults: number
}

/** SPEC §9: retail_convenience, "Grand Rapids, MI", without_website, 500. Clear goes back here. */
export const SCRAPING_FORM_INITIAL: ScrapingFormValues = {
  businessCategory: SCRAPING_FORM_DEFAULTS.businessCategory,
  customQuery: "",
  location: SCRAPING_FORM_DEFAULTS.location,
  websiteFilter: SCRAPING_FORM_DEFAULTS.websiteFilter,
  maxResults: SCRAPING_FORM_DEFAULTS.maxResults,
}

/** POST /api/scraping/start: a preset sends its search phrase, custom the operator's own words. */
export function toStartPayload(values: ScrapingFormValues): StartScrapingInput {
  const preset = categoryPreset(values.businessCategory)
  const query = values.businessCategory === "custom" || !preset ? values.customQuery : preset.query
  return {
    query,
    location: values.location,
    maxResults: values.maxResults,
    websiteFilter: values.websiteFilter,
    businessCategory: values.businessCategory,
  }
}

/** The form field a request field's error belongs to ("query" is typed in Custom Search Query). */
const FORM_FIELD: Partial<Record<string, keyof ScrapingFormValues>> = {
  query: "customQuery",
  location: "location",
  maxResults: "maxResults",
  websiteFilter: "websiteFilter",
  businessCategory: "businessCategory",
}

/** The form field for a server issue's path ("query" -> "customQuery"), or null when none shows it. */
export const formFieldFor = (path: string) => FORM_FIELD[path.split(".")[0] ?? ""] ?? null

/**
 * Validates with the worker's own schema (same words as a 400), so the submit handler receives the
 * request body. A preset's phrase is never empty, so an empty query can only be the custom field.
 */
export const scrapingFormResolver: Resolver<ScrapingFormValues, unknown, StartScrapingData> = async (values) => {
  const parsed = startScrapingSchema.safeParse(toStartPayload(values))
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: FieldErrors<ScrapingFormValues> = {}
  for (const issue of parsed.error.issues) {
    const field = formFieldFor(issue.path.map(String).join("."))
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}

/** The form's labels of the fields a required-field toast names, in the form's order. */
const REQUIRED_FIELD_LABELS: Partial<Record<keyof ScrapingFormValues, string>> = {
  location: "Location",
  customQuery: "Custom Search Query",
}

/** "Please fill in all required fields: Location" (SPEC §5's message, then the empty fields by name). */
export function requiredFieldsMessage(errors: FieldErrors<ScrapingFormValues>) {
  const names = (Object.keys(REQUIRED_FIELD_LABELS) as (keyof ScrapingFormValues)[])
    .filter((field) => errors[field]?.message === SCRAPING_REQUIRED_MESSAGE)
    .map((field) => REQUIRED_FIELD_LABELS[field])
  return names.length ? `${SCRAPING_REQUIRED_MESSAGE}: ${names.join(", ")}` : SCRAPING_REQUIRED_MESSAGE
}

/** The toast after a refused submit: SPEC §5's message naming the empty fields, else the first reason. */
export function invalidFormToast(errors: FieldErrors<ScrapingFormValues>) {
  const messages = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === "string" && m !== "")
  if (messages.length === 0) return null
  const required = messages.includes(SCRAPING_REQUIRED_MESSAGE)
  return {
    variant: "destructive" as const,
    title: required ? "Missing Information" : "Error",
    description: required ? requiredFieldsMessage(errors) : messages[0]!,
  }
}
