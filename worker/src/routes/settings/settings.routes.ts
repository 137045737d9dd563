import { z } from "zod"
import { createRouter } from "../../lib/create-app"
import { validate } from "../../lib/validate"
import {
  type SettingKey,
  settingKeySchema,
  settingsPatchSchema,
  settingValueFor,
  settingValueSchema,
} from "../../schemas/settings"
import { listSettings, putSettings } from "../../services/settings.service"

export const settingsRoutes = createRouter()
  .get("/", async (c) => c.json(await listSettings(c.var.db, c.env), 200))
  // Several settings at once (one form's changes): all are checked before any is stored.
  .put("/", validate("json", settingsPatchSchema), async (c) =>
    c.json(await putSettings(c.var.db, c.env, c.req.valid("json")), 200)
  )
  .put(
    "/:key",
    validate("param", z.object({ key: settingKeySchema })),
    validate("json", settingValueSchema),
    async (c) => {
      const key = c.req.valid("param").key as SettingKey
      // Throws a ZodError, which onError turns into the 400 envelope with the rule's message.
      const { value } = z.object({ value: settingValueFor(key) }).parse(c.req.valid("json"))
      const [item] = await putSettings(c.var.db, c.env, { [key]: value })
      return c.json(item!, 200)
    }
  )
