import { useEffect, useState } from "react"
import type { CitySuggestion } from "@shared/api-routes/automation"
import type { WebsiteFilter } from "@shared/scraping"

import { storedSelection, saveAutomationForm } from "./automation-form-storage"
import { chosenCity, INITIAL_SELECTION, type AutomationSelection, type CityMode } from "./automation-selection"
import { useStates } from "./use-automation"

/** Steps 1 and 2: the state, the filter and the city, and the target they add up to. */
export function useAutomationSelection() {
  // Restored from the tab's session (issue 38): coming back mid-run finds the form as it was left.
  const [selection, setSelection] = useState<AutomationSelection>(() => storedSelection(INITIAL_SELECTION))
  useEffect(() => saveAutomationForm({ selection }), [selection])
  const { data } = useStates()
  const state = data?.states.find((s) => s.code === selection.state) ?? null
  const city = chosenCity(selection)
  return {
    selection,
    state,
    /** "Grand Rapids, Michigan"; null until both are chosen. */
    target: state && city ? `${city}, ${state.name}` : null,
    // Another state's city (listed or typed) would be a different place: start step 2 over.
    setState: (code: string) =>
      setSelection((s) => (s.state === code ? s : { ...s, state: code, listCity: null, customCity: "" })),
    setWebsiteFilter: (websiteFilter: WebsiteFilter) => setSelection((s) => ({ ...s, websiteFilter })),
    selectCity: (listCity: CitySuggestion) => setSelection((s) => ({ ...s, listCity })),
    setCustomCity: (customCity: string) => setSelection((s) => ({ ...s, customCity })),
    setMode: (mode: CityMode) => setSelection((s) => ({ ...s, mode })),
  }
}
