import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import {
  createCallback,
  listCallbacks,
  removeCallback,
  updateCallback,
} from "../../services/callbacks/callbacks.service"

/** Callbacks: the contact card's and the calendar's; the assistant's come through the webhook. */
export const callbacksRoutes = createRouter()
  .on(...tableRoute(ROUTE.callbacks.list), async (c) =>
    c.json(await listCallbacks(c.var.ctx, c.req.valid("query")), 200)
  )
  .on(...tableRoute(ROUTE.callbacks.create), async (c) =>
    c.json(await createCallback(c.var.ctx, c.req.valid("json")), 201)
  )
  .on(...tableRoute(ROUTE.callbacks.update), async (c) =>
    c.json(await updateCallback(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200)
  )
  .on(...tableRoute(ROUTE.callbacks.remove), async (c) => {
    await removeCallback(c.var.ctx, c.req.valid("param").id)
    return c.json({ ok: true as const }, 200)
  })
