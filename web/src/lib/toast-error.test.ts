import { describe, expect, it } from "vitest"

import { currentToasts } from "@/hooks/use-toast"
import { ApiError } from "./api-error"
import { errorToast, toastApiError } from "./toast-error"

const envelope = (status: number, message: string) =>
  new ApiError(status, "", JSON.stringify({ error: { code: "x", message } }))

describe("errorToast", () => {
  it("replace: the server's message on a refused request, else the spec's text (create campaign, Call Now)", () => {
    const fallback = "Failed to create campaign"
    expect(errorToast(envelope(400, "Please enter a campaign name"), { fallback, reason: "replace" })).toEqual({
      variant: "destructive",
      title: "Error",
      description: "Please enter a campaign name",
    })
    // Without a reason to act on, the spec's text and then what went wrong in plain words (issue 24).
    expect(
      errorToast(envelope(500, "Something went wrong on our side."), { fallback, reason: "replace" }).description
    ).toBe(`${fallback}. Something went wrong on our side.`)
    expect(errorToast(new TypeError("Failed to fetch"), { fallback, reason: "replace" }).description).toBe(
      `${fallback}. No connection to the server. Check the network and try again.`
    )
    expect(errorToast(new ApiError(503, "Service Unavailable", ""), { fallback, reason: "replace" }).description).toBe(
      `${fallback}. The server did not answer (503). Please try again in a moment.`
    )
    expect(errorToast(new ApiError(404, "Not Found", "<html>"), { fallback, reason: "replace" }).description).toBe(
      `${fallback}. The server answered 404.`
    )
  })

  it("append (the default): keeps the spec's text and adds the server's reason", () => {
    const fallback = "Failed to update campaign"
    expect(errorToast(new TypeError("offline"), { fallback }).description).toBe(
      `${fallback}. No connection to the server. Check the network and try again.`
    )
    expect(
      errorToast(envelope(409, "This campaign has already called all its contacts."), { fallback }).description
    ).toBe("Failed to update campaign. This campaign has already called all its contacts.")
  })

  it("none: the spec's title and text word for word, whatever the server said", () => {
    expect(
      errorToast(envelope(409, "Busy"), {
        title: "Delete Failed",
        fallback: "Failed to delete contact",
        reason: "none",
      })
    ).toEqual({ variant: "destructive", title: "Delete Failed", description: "Failed to delete contact" })
  })

  it("a function writes the whole description", () => {
    const describe409 = (e: unknown) => (e instanceof ApiError && e.status === 409 ? "Taken" : "Failed")
    expect(errorToast(envelope(409, "x"), { fallback: "Failed", reason: describe409 }).description).toBe("Taken")
  })
})

it("toastApiError shows one destructive toast", () => {
  toastApiError(envelope(400, "Nope"), { title: "Call Failed", fallback: "Failed to initiate call", reason: "replace" })
  // The toast store itself (one toast on screen at a time), not a stand-in: the web files share one module graph.
  expect(currentToasts()).toEqual([
    expect.objectContaining({ variant: "destructive", title: "Call Failed", description: "Nope", open: true }),
  ])
})
