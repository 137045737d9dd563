import { z } from "zod"
import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { type SettingKey, settingValueFor } from "../../schemas/settings"
import { CONFIG_FORMAT } from "../../schemas/settings-config"
import { listSettings } from "../../services/settings.service"
import { saveSettingsChecked } from "../../services/settings/key-checks"
import { clearAllData } from "../../services/settings/clear-all-data"
import { exportConfiguration, importConfiguration, parseConfigBody } from "../../services/settings/settings-transfer"
import { testVoiceConnection } from "../../services/settings/voice-connection"

export const settingsRoutes = createRouter()
  .on(...tableRoute(ROUTE.settings.list), async (c) => c.json(await listSettings(c.var.ctx), 200))
  // Configuration export (SPEC §2.10): the JSON file Settings downloads, secrets masked.
  .on(...tableRoute(ROUTE.settings.export), async (c) => {
    const document = await exportConfiguration(c.var.db)
    c.header("Cache-Control", "no-store")
    c.header("Content-Disposition", `attachment; filename="${CONFIG_FORMAT}-${document.exportedAt.slice(0, 10)}.json"`)
    return c.json(document, 200)
  })
  // Configuration import: that file back; read as text so a body that is not JSON gets SPEC §5's message.
  .on(...tableRoute(ROUTE.settings.import), async (c) =>
    c.json(await importConfiguration(c.var.ctx, parseConfigBody(await c.req.text())), 200)
  )
  // Quick Actions "Test Vapi Connection": a real request with the saved key, answered as { ok, message, mode }.
  .on(...tableRoute(ROUTE.settings.testVapi), async (c) => c.json(await testVoiceConnection(c.var.ctx), 200))
  // Clear All Data: only with the typed word in the body (the validator answers 400 without it).
  .on(...tableRoute(ROUTE.settings.clearAllData), async (c) => c.json(await clearAllData(c.var.ctx), 200))
  // Several settings at once (one form's changes): all are checked before any is stored, and a
  // provider key typed or removed is tried with its provider first (key-checks.ts).
  .on(...tableRoute(ROUTE.settings.saveMany), async (c) =>
    c.json(await saveSettingsChecked(c.var.ctx, c.req.valid("json")), 200)
  )
  .on(...tableRoute(ROUTE.settings.save), async (c) => {
    const key = c.req.valid("param").key as SettingKey
    // Throws a ZodError, which onError turns into the 400 envelope with the rule's message.
    const { value } = z.object({ value: settingValueFor(key) }).parse(c.req.valid("json"))
    const [item] = await saveSettingsChecked(c.var.ctx, { [key]: value })
    return c.json(item!, 200)
  })
