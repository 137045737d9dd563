import type { CallingHoursValue } from "@/features/campaigns/calling-hours-value"
import type { AutomationSelection } from "./automation-selection"

/**
 * Issue 38: the form's choices (state, filter, city, calling hours, zone) outlive leaving the page and
 * coming back in the same tab. Kept after a launch too: the form stays filled in once it has started.
 */
export const AUTOMATION_FORM_KEY = "automation-form"

export interface StoredAutomationForm {
  selection?: AutomationSelection
  /** Hours the operator picked here; absent while they follow the settings. */
  hours?: CallingHoursValue | null
  /** A zone picked for one target ("MI|Grand Rapids"). */
  zone?: { key: string; zone: string } | null
}

export function readAutomationForm(): StoredAutomationForm {
  try {
    const raw = sessionStorage.getItem(AUTOMATION_FORM_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return parsed && typeof parsed === "object" ? (parsed as StoredAutomationForm) : {}
  } catch {
    return {}
  }
}

export function saveAutomationForm(part: StoredAutomationForm) {
  try {
    sessionStorage.setItem(AUTOMATION_FORM_KEY, JSON.stringify({ ...readAutomationForm(), ...part }))
  } catch {
    // Storage full or blocked: the form still works, it just is not kept.
  }
}

/** A stored selection, if it still has the fields the form reads; else the initial one. */
export function storedSelection(initial: AutomationSelection): AutomationSelection {
  const s = readAutomationForm().selection
  if (!s || typeof s !== "object") return initial
  return {
    state: typeof s.state === "string" ? s.state : initial.state,
    websiteFilter: typeof s.websiteFilter === "string" ? s.websiteFilter : initial.websiteFilter,
    mode: s.mode === "custom" ? "custom" : "list",
    listCity: s.listCity && typeof s.listCity === "object" && typeof s.listCity.id === "number" ? s.listCity : null,
    customCity: typeof s.customCity === "string" ? s.customCity : "",
  }
}
