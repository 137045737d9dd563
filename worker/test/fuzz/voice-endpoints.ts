/** Settings → Voice and the setup checklist (issue 21) in the fuzz list (endpoints.ts), each with a valid request to mutate. */
import type { Endpoint } from "./endpoints"

const noParam = (p: string) => () => p

export const VOICE_ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/api/voice/setup", path: noParam("/api/voice/setup") },
  {
    method: "POST",
    route: "/api/voice/assistant",
    path: noParam("/api/voice/assistant"),
    body: () => ({ name: "Fuzz caller", prompt: "Call {{businessName}}.", firstMessage: "Hello!" }),
    storedTextFields: ["name", "firstMessage", "voicemailMessage"],
  },
  {
    method: "POST",
    route: "/api/voice/assistant/link",
    path: noParam("/api/voice/assistant/link"),
    body: () => ({ assistantId: "sandbox-assistant" }),
  },
  { method: "POST", route: "/api/voice/assistant/fix", path: noParam("/api/voice/assistant/fix") },
  {
    method: "POST",
    route: "/api/voice/webhook-secret/rotate",
    path: noParam("/api/voice/webhook-secret/rotate"),
  },
  { method: "GET", route: "/api/voice/phone-numbers", path: noParam("/api/voice/phone-numbers") },
  {
    method: "PUT",
    route: "/api/voice/phone-number",
    path: noParam("/api/voice/phone-number"),
    body: () => ({ phoneNumberId: "sandbox-number-1" }),
  },
  // The sandbox refuses it (409): a refusal that must write nothing, the token least of all.
  {
    method: "POST",
    route: "/api/voice/phone-numbers/twilio",
    path: noParam("/api/voice/phone-numbers/twilio"),
    body: () => ({ number: "+16165550150", accountSid: `AC${"0".repeat(32)}`, authToken: "fuzz-auth-token" }),
  },
  { method: "POST", route: "/api/voice/start-over", path: noParam("/api/voice/start-over") },
  { method: "GET", route: "/api/voice/test-call", path: noParam("/api/voice/test-call") },
  {
    method: "POST",
    route: "/api/voice/test-call",
    path: noParam("/api/voice/test-call"),
    body: () => ({ phone: "(616) 555-0177" }),
  },
  { method: "GET", route: "/api/system/setup", path: noParam("/api/system/setup") },
  // Refused (409) until the checklist's required lines are done: a refusal that must write nothing.
  { method: "POST", route: "/api/system/setup/dismiss", path: noParam("/api/system/setup/dismiss") },
]
