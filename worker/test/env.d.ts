import type { D1Migration } from "cloudflare:test"
import type { Env } from "../src/env"
import type { Env as WorkerEnv } from "../src/env"

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

declare module "cloudflare:test" {
  interface ProvidedEnv extends Env {
    TEST_MIGRATIONS: D1Migration[]
  }
}

declare module "vitest" {
  interface ProvidedContext {
    /** The local Places API (New) of worker/test/fake-places-server.mjs (also env.PLACES_BASE_URL). */
    fakePlacesUrl: string
    /** The local Resend API of worker/test/fake-resend-server.mjs (also env.RESEND_BASE_URL). */
    fakeResendUrl: string
  }
}
