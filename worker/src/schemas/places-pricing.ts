/**
 * What Google bills for the Places API (New) requests a lead search makes: the single source of the
 * prices the estimates show (AI Automation's step 3). Google bills each request at the highest SKU of
 * any field in its X-Goog-FieldMask (providers/places/google-places.ts):
 * - a search page asks for the phone and the website (nationalPhoneNumber, internationalPhoneNumber,
 *   websiteUri): **Text Search Enterprise**, $35 per 1,000 requests, the first 1,000 a month free;
 *   primaryType / primaryTypeDisplayName (the contact's specific type) are Pro fields, below it, so
 *   they add nothing;
 * - an area lookup asks only for the viewport, location and types: **Text Search Pro**, $32 per 1,000.
 * List prices of the first volume band (0-100,000 a month) since 2025-03-01; an estimate, not a bill.
 */

/** USD per Text Search request with our search field mask (Enterprise SKU). */
export const PLACES_PRICE_PER_REQUEST_USD = 35 / 1000
/** USD per area lookup (Text Search Pro: no Enterprise field in the lookup's mask). */
export const PLACES_LOOKUP_PRICE_PER_REQUEST_USD = 32 / 1000
/** The SKU our search mask bills, as the estimates name it. */
export const PLACES_SEARCH_SKU = "Text Search Enterprise"
/** Enterprise requests Google does not bill each month. */
export const PLACES_FREE_REQUESTS_PER_MONTH = 1000
