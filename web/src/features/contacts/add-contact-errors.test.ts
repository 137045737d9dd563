import { describe, expect, it } from "vitest"

import { ApiError } from "@/lib/api-error"
import { ADD_CONTACT_FAILED, addContactFailureText, contactFieldErrors } from "./add-contact-errors"

const conflict = (error: object) => new ApiError(409, "Conflict", JSON.stringify({ error }))

describe("add-contact failure toast", () => {
  it("shows the generic text for ordinary failures", () => {
    expect(addContactFailureText(new ApiError(500, "Internal Server Error", ""))).toBe(ADD_CONTACT_FAILED)
    expect(addContactFailureText(new TypeError("Failed to fetch"))).toBe(ADD_CONTACT_FAILED)
  })

  it("names the contact that already exists on a 409", () => {
    const error = conflict({
      code: "contact_exists",
      message: "Contact already exists: Smile Dental Care - +15550100001",
      existing: { id: 4, businessName: "Smile Dental Care", phone: "+15550100001" },
    })
    expect(addContactFailureText(error)).toBe(
      "Failed to add contact. Please try again.\nAlready in your contacts: Smile Dental Care - (555) 010-0001"
    )
  })

  it("falls back to the server's duplicate message when no details came along", () => {
    const error = conflict({ code: "conflict", message: "Contact already exists: Acme - +15550100002" })
    expect(addContactFailureText(error)).toBe(`${ADD_CONTACT_FAILED}\nContact already exists: Acme - +15550100002`)
  })
})

describe("server field errors on the contact form", () => {
  const refused = (status: number, error: object) => new ApiError(status, "", JSON.stringify({ error }))

  it("maps each issue's path (a field name, not an array) to that field, first message wins", () => {
    const error = refused(400, {
      code: "validation_failed",
      message: "Enter a valid phone number",
      issues: [
        { path: "phone", message: "Enter a valid phone number" },
        { path: "phone", message: "Phone number must be at most 40 characters" },
        { path: "businessName", message: "Business name is required" },
      ],
    })
    expect(contactFieldErrors(error)).toEqual([
      ["phone", "Enter a valid phone number"],
      ["businessName", "Business name is required"],
    ])
  })

  it("puts a duplicate's refusal under the phone field", () => {
    const error = refused(409, {
      code: "duplicate_phone",
      message: "Contact already exists: Acme - +15550100002",
      existing: { businessName: "Acme", phone: "+15550100002" },
      issues: [{ path: "phone", message: "Already in your contacts: Acme" }],
    })
    expect(contactFieldErrors(error)).toEqual([["phone", "Already in your contacts: Acme"]])
  })

  it("ignores fields the form does not have, body-level issues, malformed issues and non-API errors", () => {
    const error = refused(400, {
      code: "validation_failed",
      message: "x",
      issues: [
        { path: "contacts.0.phone", message: "row" },
        { path: "", message: "body" },
        { path: ["phone"], message: "old array shape" },
        { message: "no path" },
      ],
    })
    expect(error.issues).toEqual([
      { path: "contacts.0.phone", message: "row" },
      { path: "", message: "body" },
    ])
    expect(contactFieldErrors(error)).toEqual([])
    expect(
      contactFieldErrors(refused(500, { code: "internal", message: "x", issues: [{ path: "phone", message: "x" }] }))
    ).toEqual([])
    expect(contactFieldErrors(new Error("phone"))).toEqual([])
  })
})
