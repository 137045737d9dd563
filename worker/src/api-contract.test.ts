/**
 * The web cannot import AppType (the worker's types need Cloudflare globals, which break the DOM
 * build), so it reads the route table's response types (schemas/api-routes/, aliased in schemas/).
 * Here, in the worker's program, those types must equal what the handlers return; a drift fails
 * `tsc -p worker`. Polled routes answer a raw Response (ETag/304), so those are checked through
 * their service's JSON. At run time, api-routes.test.ts checks every route's answer against its schema.
 */
import { hc, type InferResponseType } from "hono/client"
import type { JSONParsed } from "hono/utils/types"
import { describe, expectTypeOf, it } from "vitest"
import type { AppType } from "./app"
import type { contactFacets, listContacts } from "./services/contacts.service"
import type { dashboardStats, recentCalls } from "./services/dashboard.service"
import type { listCalls } from "./services/calls/calls-read.service"
import type { toCampaignItem } from "./services/campaigns/campaign-view"
import type {
  CallsStatusResult,
  ClearPendingResult,
  DeletedCampaign,
  DncAddResult,
  DncRemoveResult,
  InitiateCallResult,
  ResumeQueuedResult,
} from "./schemas/action-results"
import type { CallDetails, CallListItem, CallListPage, DashboardStats } from "./schemas/api-routes/calls"
import type { CampaignItem, CampaignStatusPanel } from "./schemas/api-routes/campaigns"
import type {
  BulkImportResult,
  BulkStatusResult,
  ContactFacets,
  ContactItem,
  ContactPage,
  DeletedContact,
} from "./schemas/contacts-api"
import type { DncImportResponse, DncListResponse } from "./schemas/api-routes/dnc"
import type { SettingItem, SystemStatus } from "./schemas/api-routes/settings"
import type { testCallViewSchema, voiceSetupViewSchema } from "./schemas/api-routes/voice"
import type { TestCallView, VoiceNumberOption, VoiceSetupView } from "./schemas/voice-setup"
import type { z } from "zod"

// Only its type is read: the client is never called.
const api = hc<AppType>("/").api
type Json<F extends (...args: never[]) => unknown> = JSONParsed<Awaited<ReturnType<F>>>

describe("the shared response types are what the routes answer", () => {
  it("contacts", () => {
    expectTypeOf<Json<typeof listContacts>>().toEqualTypeOf<ContactPage>()
    expectTypeOf<Json<typeof contactFacets>>().toEqualTypeOf<ContactFacets>()
    expectTypeOf<InferResponseType<typeof api.contacts.$post, 201>>().toEqualTypeOf<ContactItem>()
    expectTypeOf<InferResponseType<(typeof api.contacts)[":id"]["$patch"], 200>>().toEqualTypeOf<ContactItem>()
    expectTypeOf<InferResponseType<(typeof api.contacts)[":id"]["$put"], 200>>().toEqualTypeOf<ContactItem>()
    expectTypeOf<InferResponseType<(typeof api.contacts)[":id"]["$delete"], 200>>().toEqualTypeOf<DeletedContact>()
    expectTypeOf<InferResponseType<typeof api.contacts.bulk.$post, 200>>().toEqualTypeOf<BulkImportResult>()
    expectTypeOf<
      InferResponseType<(typeof api.contacts)["bulk-status"]["$post"], 200>
    >().toEqualTypeOf<BulkStatusResult>()
  })

  it("calls and dashboard", () => {
    expectTypeOf<Json<typeof listCalls>>().toEqualTypeOf<CallListPage>()
    expectTypeOf<InferResponseType<(typeof api.calls)[":id"]["$get"], 200>>().toEqualTypeOf<CallDetails>()
    expectTypeOf<
      InferResponseType<typeof api.calls.vapi.initiate.$post, 201 | 202>
    >().toEqualTypeOf<InitiateCallResult>()
    expectTypeOf<
      InferResponseType<(typeof api.calls)["bulk-update-status"]["$post"], 200>
    >().toEqualTypeOf<CallsStatusResult>()
    expectTypeOf<
      InferResponseType<(typeof api.calls)["clear-pending"]["$post"], 200>
    >().toEqualTypeOf<ClearPendingResult>()
    expectTypeOf<Json<typeof dashboardStats>>().toEqualTypeOf<DashboardStats>()
    expectTypeOf<Json<typeof recentCalls>>().toEqualTypeOf<CallListItem[]>()
  })

  it("campaigns", () => {
    expectTypeOf<JSONParsed<ReturnType<typeof toCampaignItem>>>().toEqualTypeOf<CampaignItem>()
    expectTypeOf<InferResponseType<typeof api.campaigns.$post, 201>>().toEqualTypeOf<CampaignItem>()
    expectTypeOf<InferResponseType<typeof api.campaigns.status.$get, 200>>().toEqualTypeOf<CampaignStatusPanel>()
    expectTypeOf<
      InferResponseType<(typeof api.campaigns)["resume-queued"]["$post"], 200>
    >().toEqualTypeOf<ResumeQueuedResult>()
    expectTypeOf<InferResponseType<(typeof api.campaigns)[":id"]["$delete"], 200>>().toEqualTypeOf<DeletedCampaign>()
  })

  it("do-not-call and settings", () => {
    expectTypeOf<InferResponseType<typeof api.dnc.$get, 200>>().toEqualTypeOf<DncListResponse>()
    expectTypeOf<InferResponseType<typeof api.dnc.$post, 200 | 201>>().toEqualTypeOf<DncAddResult>()
    expectTypeOf<InferResponseType<typeof api.dnc.import.$post, 200>>().toEqualTypeOf<DncImportResponse>()
    expectTypeOf<InferResponseType<(typeof api.dnc)[":phone"]["$delete"], 200>>().toEqualTypeOf<DncRemoveResult>()
    expectTypeOf<InferResponseType<typeof api.settings.$get, 200>>().toEqualTypeOf<SettingItem[]>()
    expectTypeOf<InferResponseType<typeof api.settings.$put, 200>>().toEqualTypeOf<SettingItem[]>()
    expectTypeOf<InferResponseType<typeof api.system.status.$get, 200>>().toEqualTypeOf<SystemStatus>()
  })

  it("voice setup", () => {
    expectTypeOf<InferResponseType<typeof api.voice.setup.$get, 200>>().toEqualTypeOf<VoiceSetupView>()
    expectTypeOf<z.output<typeof voiceSetupViewSchema>>().toEqualTypeOf<VoiceSetupView>()
    expectTypeOf<z.output<typeof testCallViewSchema>>().toEqualTypeOf<TestCallView>()
    expectTypeOf<InferResponseType<(typeof api.voice)["phone-numbers"]["$get"], 200>>().toEqualTypeOf<
      VoiceNumberOption[]
    >()
  })
})
