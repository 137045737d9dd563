import { type DB, dbFromEnv } from "../db/client"
import type { Env } from "../env"
import { type JobQueue, jobQueue } from "../jobs/enqueue"
import { sendLiveEvents } from "../live/publish"
import { lazyProviders, type Providers } from "../providers"
import { providerState } from "./provider-state"
import { lazySettings } from "../settings/load-settings"
import type { Settings } from "../settings/registry"
import { type Clock, systemClock } from "./clock"
import { EventBuffer, type LiveEvents } from "./live-events"

/**
 * Everything a service may reach, built once per unit of work (a request, a queue message, a cron
 * run; the bench and tests build it with stand-ins) and passed first. Services never open a
 * database or read `env` to publish, enqueue or build providers: they use these.
 */
export interface Ctx {
  db: DB
  /** Configuration (vars and secrets) only; the bindings are reached through the parts below. */
  env: Env
  clock: Clock
  /** The typed settings, read on first use and shared by the unit. */
  settings: () => Promise<Settings>
  /** The providers for those settings, built on first use and shared. */
  providers: () => Promise<Providers>
  /** Live events, sent once when the unit ends (mergeEvents). */
  events: LiveEvents
  queue: JobQueue
}

/** Stand-ins for a unit's parts: tests, the bench, and the boundaries' own options. */
export interface UnitParts {
  db?: DB
  clock?: Clock
  settings?: Settings
  providers?: Providers
  queue?: JobQueue
  /** Where the flush sends the merged events (default: the live room, one round trip). */
  send?: (events: Parameters<typeof sendLiveEvents>[1]) => Promise<void>
  /** Keeps an event emitted after the flush alive (the request's waitUntil). */
  late?: (p: Promise<void>) => void
}

/**
 * Opens a unit of work: its ctx, and the flush its boundary calls once at the end (after the
 * response, the message or the cron run), however the unit ended.
 */
export function openUnit(env: Env, parts: UnitParts = {}) {
  const db = parts.db ?? dbFromEnv(env)
  const stored = parts.settings
  const settings = stored ? async () => stored : lazySettings(db, env)
  const given = parts.providers
  const events = new EventBuffer(parts.send ?? ((list) => sendLiveEvents(env, list)), parts.late)
  const ctx: Ctx = {
    db,
    env,
    clock: parts.clock ?? systemClock,
    settings,
    providers: given ? async () => given : lazyProviders(providerState(db), env, settings),
    events,
    queue: parts.queue ?? jobQueue(env),
  }
  return { ctx, events, flush: () => events.flush() }
}

export type Unit = ReturnType<typeof openUnit>
