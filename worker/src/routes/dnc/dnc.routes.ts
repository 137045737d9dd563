import { z } from "zod"
import { createRouter } from "../../lib/create-app"
import { validate } from "../../lib/validate"
import { dncAddSchema, dncImportSchema, dncListQuerySchema } from "../../schemas/dnc"
import { addToDnc, importDnc, listDnc, removeFromDnc } from "../../services/dnc/dnc.service"

const phoneParam = z.object({ phone: z.string().min(1).max(64) })

/** The do-not-call list. Adding numbers skips them in every campaign at once. */
export const dncRoutes = createRouter()
  .get("/", validate("query", dncListQuerySchema), async (c) =>
    c.json(await listDnc(c.var.db, c.req.valid("query")), 200)
  )
  .post("/", validate("json", dncAddSchema), async (c) => {
    const { entry, created } = await addToDnc(c.var.db, c.req.valid("json"))
    if (created) c.var.ctx.events.emit({ type: "campaign_updated" })
    return c.json({ entry, created }, created ? 201 : 200)
  })
  .post("/import", validate("json", dncImportSchema), async (c) => {
    const { phones, reason } = c.req.valid("json")
    const result = await importDnc(c.var.db, phones, reason)
    if (result.added) c.var.ctx.events.emit({ type: "campaign_updated" })
    return c.json(result, 200)
  })
  .delete("/:phone", validate("param", phoneParam), async (c) =>
    c.json(await removeFromDnc(c.var.db, c.req.valid("param").phone), 200)
  )
