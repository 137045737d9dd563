import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { DEFAULT_OPERATOR_ZONE as zone } from "@/hooks/use-operator-zone"
import { ContactCard } from "./contact-card"
import { ContactsEmpty, ContactsSkeleton } from "./contacts-grid"
import type { ContactListItem } from "@shared/contacts-api"

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim()

const contact: ContactListItem = {
  id: 3,
  businessName: "Smile Dental",
  phone: "+16165550101",
  scrapeJobId: null,
  placeType: null,
  placeTypeLabel: null,
  address: "1 Main St, Grand Rapids, MI",
  category: "Dentist",
  source: "manual",
  status: "follow_up",
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  callCount: 1,
  lastCall: { status: "completed", result: null, createdAt: "2026-11-21T12:00:00.000Z" },
}

const noop = () => {}

describe("ContactCard", () => {
  it("shows the details, badges and call stats the spec lists", () => {
    const text = textOf(
      renderToStaticMarkup(
        <ContactCard
          contact={contact}
          zone={zone}
          selected={false}
          onSelectedChange={noop}
          onEdit={noop}
          onDelete={noop}
          onCallback={noop}
        />
      )
    )
    expect(text).toContain("Smile Dental")
    expect(text).toContain("(616) 555-0101")
    expect(text).toContain("1 Main St, Grand Rapids, MI")
    expect(text).toContain("Follow Up")
    expect(text).toContain("Dentist")
    expect(text).toContain("1 call")
    expect(text).toMatch(/Last call: Pending · Nov 2\d, 2026/)
  })

  it("shows a found business's own type beside its broad category, and not twice when they are the same", () => {
    const render = (over: Partial<ContactListItem>) =>
      renderToStaticMarkup(
        <ContactCard
          contact={{ ...contact, ...over }}
          zone={zone}
          selected={false}
          onSelectedChange={noop}
          onEdit={noop}
          onCallback={noop}
          onDelete={noop}
        />
      )
    const html = render({
      category: "Home & Property Services",
      placeType: "electrician",
      placeTypeLabel: "Electrician",
    })
    expect(textOf(html)).toContain("Property Services Electrician")
    expect(html).toContain('title="Google&#x27;s type for this business: electrician"')
    expect(render({ category: "Dentist", placeType: "dentist", placeTypeLabel: "Dentist" })).not.toContain(
      "contact-place-type"
    )
  })

  it("has no last-call line before the first call", () => {
    const html = renderToStaticMarkup(
      <ContactCard
        contact={{ ...contact, callCount: 0, lastCall: null }}
        zone={zone}
        selected
        onSelectedChange={noop}
        onEdit={noop}
        onDelete={noop}
        onCallback={noop}
      />
    )
    expect(textOf(html)).toContain("0 calls")
    expect(textOf(html)).not.toContain("Last call")
  })
})

describe("empty and loading states", () => {
  it("suggests adjusting filters while filtering", () => {
    const text = textOf(renderToStaticMarkup(<ContactsEmpty filtering onAdd={noop} />))
    expect(text).toBe("No contacts found Try adjusting your search criteria or filters.")
  })

  it("offers to add the first contact otherwise", () => {
    const text = textOf(renderToStaticMarkup(<ContactsEmpty filtering={false} onAdd={noop} />))
    expect(text).toContain("Get started by adding your first contact.")
    expect(text).toContain("Add Your First Contact")
  })

  it("shows 6 skeleton cards", () => {
    expect(renderToStaticMarkup(<ContactsSkeleton />).match(/contact-card-skeleton/g)).toHaveLength(6)
  })

  it("shows a waiting callback in the callee's time, with its reason", () => {
    const text = textOf(
      renderToStaticMarkup(
        <ContactCard
          contact={contact}
          zone={zone}
          selected={false}
          onSelectedChange={noop}
          onEdit={noop}
          onDelete={noop}
          onCallback={noop}
          callback={{
            id: 3,
            contactId: contact.id,
            businessName: contact.businessName,
            phone: contact.phone,
            dueAt: "2027-01-07T20:30:00.000Z",
            dialAt: "2027-01-07T20:30:00.000Z",
            timeZone: "America/Chicago",
            reason: "Owner back Thursday",
            source: "assistant",
            state: "scheduled",
            outcome: null,
            callId: 9,
            campaignId: null,
            campaignName: null,
            dialCallId: null,
            createdAt: "2027-01-01T00:00:00.000Z",
          }}
        />
      )
    )
    expect(text).toContain("Callback Thu, Jan 7, 2:30 PM CST")
    expect(text).toContain("Owner back Thursday")
  })
})
