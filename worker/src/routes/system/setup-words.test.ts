import { env } from "cloudflare:test"
import { beforeEach, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { resetData, setSettings } from "../../../test/call-fixtures"
import { testDb } from "../../../test/port"
import type { Env } from "../../env"
import type { SetupChecklist } from "../../schemas/api-routes/settings"
import { recordVoiceMessageSeen } from "../../services/system/webhook-seen"

/*
 * Issue 38: the dashboard's checklist spoke developer ("npm run deploy asks for one", "bookDemo and
 * endCall tools") and gave times in UTC. It speaks plainly, and times are on the operator's clock.
 */

const e = { ...env, VAPI_API_KEY: undefined, GOOGLE_PLACES_API_KEY: undefined } as Env

beforeEach(() => resetData())

it("the setup checklist speaks plainly and gives the webhook's time in the operator's zone", async () => {
  await setSettings({ timezone: "America/Chicago" })
  // 2026-03-02 21:01 UTC is 3:01 PM in Chicago.
  await recordVoiceMessageSeen(testDb(), "sandbox", Date.parse("2026-03-02T21:01:00Z"))
  const res = await appRequest(e, "/api/system/setup?refresh=1")
  expect(res.status).toBe(200)
  const list = (await res.json()) as SetupChecklist
  const text = list.lines.map((l) => l.detail).join("\n")
  for (const word of ["npm", "UTC", "bookDemo", "endCall", "in-process"]) expect(text).not.toContain(word)
  const webhook = list.lines.find((l) => l.id === "webhook")!
  expect(webhook.detail).toContain("Mar 2, 3:01 PM CT")
})
