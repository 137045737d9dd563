import { describe, expect, it } from "vitest"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { ClearDataCard } from "./clear-data-card"
import { SettingsPage } from "./settings-page"

describe("Settings page", () => {
  it("has every section of SPEC §2.10 and no placeholder", () => {
    const text = textOf(<SettingsPage />)
    for (const title of [
      "API Configuration",
      "Rate Limits",
      "Notifications",
      "Time Zone",
      "Data Retention",
      "System Information",
      "Quick Actions",
      "Configuration Backup",
      "Clear All Data",
    ]) {
      expect(text).toContain(title)
    }
    expect(text).not.toContain("More settings coming")
    for (const action of ["Test Vapi Connection", "Test Google Sheet", "Export Contacts", "Open Demo Calendar"]) {
      expect(text).toContain(action)
    }
  })

  it("imports from a hidden .json file input", () => {
    expect(renderStatic(<SettingsPage />)).toMatch(
      /<input[^>]*type="file"[^>]*accept="\.json,application\/json"[^>]*class="hidden"/
    )
  })

  it("Clear All Data is a button that opens a dialog (it deletes only once the word is typed there)", () => {
    const html = renderStatic(<ClearDataCard />)
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Clear All Data<\/button>/)
  })
})
