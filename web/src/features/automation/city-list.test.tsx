import { describe, expect, it } from "vitest"
import type { CitiesResponse } from "@shared/api-routes/automation"

import { cityFixture } from "./automation-fixtures"
import { CityList } from "./city-list"
import { renderStatic, textOf } from "./render-static"

const noop = () => {}
const MICHIGAN: CitiesResponse = {
  state: { code: "MI", name: "Michigan" },
  cities: [
    cityFixture(),
    cityFixture({ id: 4994358, city: "Grand Rapids", population: 195097, businessDensity: "medium", rank: 2 }),
    cityFixture({ id: 5014051, city: "Warren", population: 134056, businessDensity: "low", rank: 3 }),
  ],
  attribution: "City data: GeoNames (geonames.org), CC BY 4.0",
  estimated: true,
}

type Props = Partial<Parameters<typeof CityList>[0]>
const list = (props: Props) => (
  <CityList
    data={undefined}
    error={undefined}
    isLoading={false}
    selectedId={null}
    onSelect={noop}
    onRetry={noop}
    onCustom={noop}
    {...props}
  />
)

describe("CityList", () => {
  it("shows skeletons while loading, with the custom city way out", () => {
    const html = renderStatic(list({ isLoading: true }))
    expect(html).toContain('data-slot="skeleton"')
    expect(textOf(list({ isLoading: true }))).toBe(" Loading cities… Enter a custom city ")
  })

  it("says the list is unavailable, with Retry and a custom city", () => {
    const text = textOf(list({ error: new Error("503: Service Unavailable") }))
    expect(text).toBe(" City suggestions are unavailable. 503: Service Unavailable Retry Enter a custom city ")
    expect(renderStatic(list({ error: new Error("x") }))).toContain('role="alert"')
  })

  it("says when the state has no cities", () => {
    const text = textOf(list({ data: { ...MICHIGAN, cities: [] } }))
    expect(text).toBe(" No cities listed for this state Enter a custom city ")
  })

  it("shows each city's density estimate, population and activity, most populous first, with the attribution", () => {
    const text = textOf(list({ data: MICHIGAN }))
    expect(text).toContain("Detroit High density (est.) Population 677K The state's largest city and a county seat")
    expect(text).toContain("Grand Rapids Medium density (est.) Population 195K")
    expect(text).toContain("Warren Low density (est.)")
    expect(text.indexOf("Detroit")).toBeLessThan(text.indexOf("Grand Rapids"))
    expect(text).toContain("Enter a custom city City data: GeoNames (geonames.org), CC BY 4.0")
  })

  it("is one radio group: the chosen card is checked and named by its city", () => {
    const html = renderStatic(list({ data: MICHIGAN, selectedId: 4994358 }))
    expect(html).toContain('role="radiogroup" aria-label="Cities in Michigan"')
    expect(html.match(/type="radio"/g)).toHaveLength(3)
    expect(html.match(/checked=""/g)).toHaveLength(1)
    expect(html).toMatch(/<input[^>]*aria-labelledby="city-4994358-name"[^>]*checked=""[^>]*>/)
    expect(html).toContain('id="city-4994358-name"')
  })
})
