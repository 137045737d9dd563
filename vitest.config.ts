import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers"
import { accessSync, constants, statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { configDefaults, defineConfig } from "vitest/config"
import { configFromProcessEnv } from "./scripts/config-env.mjs"
import { E2E_SHARDS } from "./e2e/shards.ts"

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/**
 * Temporary files on tmpfs where the machine has one (unless TMPDIR says otherwise): miniflare keeps
 * the worker tests' D1 and Durable Objects under the temp directory, and so do the local servers, the
 * libSQL files and the browser tests' database. Every D1 statement syncs to disk there; on a shared
 * disk that was 10-20 ms a statement, most of the worker project's time. Children inherit TMPDIR.
 */
function useTmpfs(dir = "/dev/shm") {
  if (process.env.TMPDIR) return
  try {
    if (!statSync(dir).isDirectory()) return
    accessSync(dir, constants.W_OK)
    process.env.TMPDIR = dir
  } catch {
    // no tmpfs: the default temp directory
  }
}
useTmpfs()

/** The simulated week: the longest worker file, a project of its own so `npm test` runs it beside the rest. */
const WEEK = "worker/src/jobs/dialer-week.test.ts"

/**
 * The route, queue and cron files the "libsql-http" project runs again with the worker on a real libSQL
 * server over HTTP (sqld, as Turso serves it) instead of D1: a representative slice (routes, webhooks,
 * queue consumers, cron passes, the data-layer suites), kept small for the suite's time. Files that
 * poke the D1 binding directly cannot be in it.
 */
const LIBSQL_HTTP_SLICE = [
  "worker/test/data-layer/data-layer.test.ts",
  "worker/src/routes/campaigns/campaigns.test.ts",
  "worker/src/lib/idempotency.test.ts",
  "worker/src/routes/contacts/contacts.test.ts",
  "worker/src/routes/webhooks/vapi.test.ts",
  "worker/src/routes/webhooks/inbound.test.ts",
  "worker/src/services/calls/place-call.test.ts",
  "worker/src/services/calls/reconcile.test.ts",
  "worker/src/services/notifications/notifications.test.ts",
  "worker/src/services/sheets/sheets-outbox.test.ts",
  "worker/test/faults/*.test.ts",
  "worker/test/libsql/*.test.ts",
]

interface WorkerProjectOptions {
  exclude?: string[]
  /** Runs the worker on libSQL over HTTP: sqld started by worker/test/sqld-server.mjs. */
  libsqlHttp?: boolean
}

/** Worker, queue, cron and live-room tests run inside workerd with the real migrations. */
const workerProject = (
  name: string,
  include: string[],
  { exclude = [], libsqlHttp = false }: WorkerProjectOptions = {}
) => ({
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      wrangler: { configPath: r("./wrangler.toml") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(r("./migrations")),
          ...configFromProcessEnv(),
          // Tests never reach api.vapi.ai: Vapi is a local fake (worker/test/fake-vapi-server.mjs).
          VAPI_BASE_URL: inject("fakeVapiUrl" as never) as unknown as string,
          // Nor places.googleapis.com: Places is a local fake too (worker/test/fake-places-server.mjs).
          PLACES_BASE_URL: inject("fakePlacesUrl" as never) as unknown as string,
          // Nor api.resend.com: notification e-mail goes to worker/test/fake-resend-server.mjs.
          RESEND_BASE_URL: inject("fakeResendUrl" as never) as unknown as string,
          // Nor Google's sign-in or Sheets API: both are worker/test/fake-google-server.mjs.
          SHEETS_BASE_URL: inject("fakeGoogleUrl" as never) as unknown as string,
          GOOGLE_OAUTH_TOKEN_URL: `${inject("fakeGoogleUrl" as never) as unknown as string}/token`,
          // And Google Calendar: the same fake serves /calendar/v3.
          CALENDAR_BASE_URL: inject("fakeGoogleUrl" as never) as unknown as string,
          ...(libsqlHttp
            ? {
                LIBSQL_URL: inject("sqldUrl" as never) as unknown as string,
                LIBSQL_AUTH_TOKEN: inject("sqldToken" as never) as unknown as string,
              }
            : {}),
        },
      },
    })),
  ],
  resolve: { alias: { "@shared": r("./worker/src/schemas") } },
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    // One workerd runtime for many files instead of one per file (each start cost several
    // seconds, most of the suite); apply-migrations.ts gives each file a fresh database.
    isolate: false,
    // A safety net, not a timing assertion: a busy 2-core machine runs some files slowly.
    testTimeout: 20_000,
    setupFiles: [libsqlHttp ? "./worker/test/apply-migrations-libsql.ts" : "./worker/test/apply-migrations.ts"],
    globalSetup: [
      "./worker/test/fake-vapi-server.mjs",
      "./worker/test/fake-places-server.mjs",
      "./worker/test/fake-resend-server.mjs",
      "./worker/test/fake-google-server.mjs",
      ...(libsqlHttp ? ["./worker/test/sqld-server.mjs"] : []),
    ],
    // On libSQL every file shares the one sqld database, so they run one at a time (a group of its
    // own: vitest runs projects with different worker counts one group after the other).
    ...(libsqlHttp ? { maxWorkers: 1, sequence: { groupOrder: 2 } } : {}),
  },
})

export default defineConfig({
  test: {
    projects: [
      // The libSQL runs of the data-layer suites belong to the "libsql" project (Node).
      workerProject("worker", ["worker/**/*.test.ts", "party/**/*.test.ts"], {
        exclude: ["**/*.libsql.test.ts", WEEK],
      }),
      workerProject("week", [WEEK]),
      // The slice above again, the worker on sqld over HTTP (Hrana) as it would run on Turso.
      workerProject("libsql-http", LIBSQL_HTTP_SLICE, { libsqlHttp: true }),
      {
        // The data-layer suites (worker/test/data-layer) on libSQL: a file database per test with the
        // same migrations, in Node. The "worker" project runs the same suites on D1 in workerd.
        test: {
          name: "libsql",
          include: ["worker/**/*.libsql.test.ts"],
          environment: "node",
          // The files share one module graph (drizzle, zod, the services): importing it afresh for each
          // file was a third of the project's time. Each file opens its own databases (libsql-engine.ts)
          // and none mocks or fakes anything.
          isolate: false,
        },
      },
      {
        // Pure web logic (CSV parsing, phone formatting, view helpers) in Node.
        resolve: {
          alias: {
            "@": r("./web/src"),
            "@shared": r("./worker/src/schemas"),
            "@party": r("./party"),
          },
        },
        test: {
          name: "web",
          include: ["web/**/*.test.ts", "web/**/*.test.tsx"],
          environment: "node",
          // Each file imported React, radix and zod afresh in a process of its own: nine tenths of the
          // project's time was module loading. The files share one module graph; none keeps state
          // another reads (mocks and fake timers are restored after each test).
          isolate: false,
        },
      },
      {
        // The local server itself (scripts/): its Host gate, cron, signals and process hygiene.
        test: {
          name: "node",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
          // Safety nets, not timings: a server's first start (wrangler's migrate, workerd) beside the
          // simulated week on a busy 2-core machine has taken over two minutes.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Real headless Chromium against the app served the way `npm start` serves it.
        test: {
          name: "browser",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["./e2e/global-setup.ts"],
          // The files share one module graph (playwright-core, the helpers, the shared schemas) instead of
          // importing it afresh for each of them: that was several seconds a file on a busy machine. Nothing
          // the files import keeps state between them (each connects its own browser, e2e/helpers.ts).
          isolate: false,
          // Safety nets on a busy 2-core machine (e2e/helpers.ts NAVIGATION_MS is 60 s), not timings.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One worker per server (e2e/shards.ts): a file's VITEST_POOL_ID picks its server. A group
          // of its own: vitest runs projects with different worker counts one group after the other.
          maxWorkers: E2E_SHARDS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
