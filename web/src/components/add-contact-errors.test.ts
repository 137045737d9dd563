import { describe, expect, it } from "vitest"

import { ApiError } from "@/lib/api-error"
import { ADD_CONTACT_FAILED, addContactFailureText } from "./add-contact-errors"

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
