import { describe, expect, it } from "vitest"

import { backfillDoneToast, backfillProgressText, backfillText } from "./sheets-backfill-text"

describe("earlier activity in words", () => {
  it("counts call results and demo updates, in the singular when one", () => {
    expect(backfillText({ callResults: 1234, demos: 3, total: 1237 })).toBe(
      "1,234 call results and 3 demo updates from before this sheet was connected are not in it."
    )
    expect(backfillText({ callResults: 0, demos: 1, total: 1 })).toBe(
      "1 demo update from before this sheet was connected is not in it."
    )
    expect(backfillProgressText({ added: 1000, total: 1237 })).toBe("Adding earlier activity: 1,000 of 1,237 rows...")
    expect(backfillDoneToast(0).description).toBe("Everything was already in the sheet.")
  })
})
