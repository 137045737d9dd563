import { createRouter } from "../../lib/create-app"
import { validate } from "../../lib/validate"
import { SETTING_VALUE_RULES, settingKeySchema, settingValueSchema } from "../../schemas/settings"
import { listSettings, putSetting } from "../../services/settings.service"
import { z } from "zod"

export const settingsRoutes = createRouter()
  .get("/", async (c) => c.json(await listSettings(c.var.db, c.env), 200))
  .put(
    "/:key",
    validate("param", z.object({ key: settingKeySchema })),
    validate("json", settingValueSchema),
    async (c) => {
      const { key } = c.req.valid("param")
      const { value } = c.req.valid("json")
      // Throws a ZodError, which onError turns into the 400 envelope with the rule's message.
      SETTING_VALUE_RULES[key]?.parse(value)
      return c.json(await putSetting(c.var.db, c.env, key, value), 200)
    }
  )
