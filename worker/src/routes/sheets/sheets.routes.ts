import { createRouter } from "../../lib/create-app"
import { tableRoute } from "../../lib/table-route"
import { ROUTE } from "../../schemas/api-routes"
import { backupFileName, backupZipStream } from "../../services/sheets/backup-export"
import { readSheetsConfig, writeSheetsConfig } from "../../services/sheets/sheets-config"
import { backfillSheets, countBackfill } from "../../services/sheets/sheets-backfill"
import { enqueueSheetsSync } from "../../services/sheets/sheets-outbox"
import {
  adoptTestedSpreadsheet,
  forceSync,
  sandboxSheet,
  sheetsActivity,
  sheetsStatus,
  testConnection,
} from "../../services/sheets/sheets.service"

/** Google Sheets sync (SPEC §2.9, §7 sheets endpoints). */
export const sheetsRoutes = createRouter()
  .on(...tableRoute(ROUTE.sheets.config), async (c) => c.json(await readSheetsConfig(c.var.db), 200))
  .on(...tableRoute(ROUTE.sheets.saveConfig), async (c) => {
    const saved = await writeSheetsConfig(c.var.db, c.req.valid("json"))
    await adoptTestedSpreadsheet(c.var.db, saved, c.var.ctx.clock.now())
    c.var.ctx.events.emit({ type: "sheets_updated" })
    // Rows that waited for a spreadsheet (or for a fixed URL) go now.
    await enqueueSheetsSync(c.var.ctx)
    return c.json(saved, 200)
  })
  .on(...tableRoute(ROUTE.sheets.status), async (c) =>
    c.json(await sheetsStatus(c.var.db, await c.var.providers()), 200)
  )
  .on(...tableRoute(ROUTE.sheets.testConnection), async (c) => {
    return c.json(await testConnection(c.var.ctx, c.req.valid("json").spreadsheetUrl), 200)
  })
  .on(...tableRoute(ROUTE.sheets.sync), async (c) => {
    const outcome = await forceSync(c.var.ctx)
    // What this request did not get to (a busy sync, a backlog, Google asking to wait) goes on in the queue.
    if (outcome.pending) await enqueueSheetsSync(c.var.ctx, outcome.retryAfterSeconds ?? 0)
    return c.json({ synced: outcome.synced, pending: outcome.pending, requests: outcome.requests }, 200)
  })
  .on(...tableRoute(ROUTE.sheets.updates), async (c) => {
    const { timezone } = await c.var.settings()
    return c.json(await sheetsActivity(c.var.db, await readSheetsConfig(c.var.db), timezone), 200)
  })
  .on(...tableRoute(ROUTE.sheets.sandbox), async (c) => {
    const providers = await c.var.providers()
    return c.json(await sandboxSheet(c.var.db, providers, c.req.valid("query").sheet), 200)
  })
  .on(...tableRoute(ROUTE.sheets.backup), async (c) => {
    // Streamed: the zip is written while the client downloads it, a page of rows at a time.
    return c.body(await backupZipStream(c.var.db), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${backupFileName()}"`,
      "Cache-Control": "no-store",
    })
  })
  .on(...tableRoute(ROUTE.sheets.backfillStatus), async (c) => c.json(await countBackfill(c.var.ctx), 200))
  .on(...tableRoute(ROUTE.sheets.backfill), async (c) => c.json(await backfillSheets(c.var.ctx), 200))
