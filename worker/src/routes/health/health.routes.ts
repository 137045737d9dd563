import { createRouter } from "../../lib/create-app"

export const healthRoutes = createRouter().get("/", (c) => c.json({ ok: true }, 200))
