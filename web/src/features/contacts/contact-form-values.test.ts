import { describe, expect, it } from "vitest"

import { ApiError } from "@/lib/api-error"
import { contactInputSchema } from "@shared/contacts"
import {
  changedFields,
  contactFailureText,
  EMPTY_CONTACT_FORM,
  formValuesOf,
  newContactBody,
  UPDATE_CONTACT_FAILED,
} from "./contact-form-values"
import type { ContactListItem } from "@shared/contacts-api"

const stored: ContactListItem = {
  id: 7,
  businessName: "Smile Dental",
  phone: "+16165550101",
  scrapeJobId: null,
  placeType: null,
  placeTypeLabel: null,
  address: "1 Main St",
  category: "Dentist",
  source: "manual",
  status: "ready",
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  callCount: 0,
  lastCall: null,
}

const out = (over: Partial<ReturnType<typeof formValuesOf>> = {}) => {
  const v = { ...formValuesOf(stored), ...over }
  return {
    businessName: v.businessName.trim(),
    phone: v.phone.trim(),
    address: (v.address ?? "").trim(),
    category: (v.category ?? "").trim(),
    source: v.source ?? "manual",
    status: v.status ?? "ready",
  }
}

describe("contact edit form", () => {
  it("shows the stored phone as the input formats it", () => {
    expect(formValuesOf(stored).phone).toBe("(616) 555-0101")
  })

  it("sends nothing for an unchanged form", () => {
    expect(changedFields(formValuesOf(stored), out())).toEqual({})
  })

  it("sends only the changed fields, with the phone normalised", () => {
    expect(changedFields(formValuesOf(stored), out({ status: "follow_up", phone: "(616) 555-0199" }))).toEqual({
      status: "follow_up",
      phone: "+16165550199",
    })
    expect(changedFields(formValuesOf(stored), out({ address: "" }))).toEqual({ address: "" })
  })

  it("never re-sends an untouched international number the input cannot show", () => {
    const intl = { ...stored, phone: "+442071234567" }
    expect(changedFields(formValuesOf(intl), out({ ...formValuesOf(intl), category: "Dental" }))).toEqual({
      category: "Dental",
    })
  })
})

describe("contact add form", () => {
  it("refuses an empty form with the shared schema's messages on both required fields", () => {
    const result = contactInputSchema.safeParse(EMPTY_CONTACT_FORM)
    expect(result.success).toBe(false)
    // The first issue per field is the one the form shows (zodResolver's default).
    const first = new Map<string, string>()
    for (const i of result.error!.issues) if (!first.has(i.path.join("."))) first.set(i.path.join("."), i.message)
    expect(Object.fromEntries(first)).toEqual({
      businessName: "Business name is required",
      phone: "Phone number is required",
    })
  })

  it("posts the trimmed fields, the stored phone and the one manual source, whatever form it came from", () => {
    const values = contactInputSchema.parse({
      ...EMPTY_CONTACT_FORM,
      businessName: "  Manual Deli ",
      phone: "(616) 555-0101",
      address: " 1 Main St ",
      source: "Manual Entry",
    })
    expect(newContactBody(values)).toEqual({
      businessName: "Manual Deli",
      phone: "+16165550101",
      address: "1 Main St",
      category: "",
      source: "manual",
      status: "ready",
    })
  })
})

describe("contactFailureText", () => {
  const conflict = new ApiError(
    409,
    "Conflict",
    JSON.stringify({
      error: { code: "duplicate_phone", message: "x", existing: { businessName: "Tooth Hut", phone: "+16165550110" } },
    })
  )

  it("names the contact that already has the phone on a 409", () => {
    expect(contactFailureText("edit", conflict)).toBe(
      `${UPDATE_CONTACT_FAILED}\nAnother contact has this phone: Tooth Hut - (616) 555-0110`
    )
    expect(contactFailureText("add", conflict)).toContain("Tooth Hut - (616) 555-0110")
  })

  it("uses the spec's generic texts otherwise", () => {
    expect(contactFailureText("edit", new Error("offline"))).toBe("Failed to update contact. Please try again.")
    expect(contactFailureText("add", new Error("offline"))).toBe("Failed to add contact. Please try again.")
  })
})
