/**
 * The wire between the Vapi stand-in and a server under test (fake-vapi-call-play.mjs): the fake
 * plays an answered call's server messages, this POSTs each where the fake says and reports the
 * answer back, so the fake decides retries as Vapi would. Runs in workerd tests and in the bench.
 */
export interface Delivery {
  id: string
  url: string
  headers: Record<string, string>
  body: { message: { type: string; transcriptType?: string } & Record<string, unknown> }
  attempt: number
  delaySeconds: number
}

export interface Attempt {
  id: string
  type: string
  attempt: number
  delaySeconds: number
  status: number
}

const control = (vapiUrl: string, key: string, path: string, body?: unknown) =>
  fetch(`${vapiUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<any>)

/**
 * Answers `providerCallId` for `turns` turns and delivers what Vapi sends; `deliver` answers the
 * HTTP status the server gave (0: none reached Vapi). Returns this call's attempts, in order.
 */
export async function playAnsweredCall(
  vapiUrl: string,
  key: string,
  providerCallId: string,
  turns: number,
  deliver: (d: Delivery) => Promise<number>
): Promise<Attempt[]> {
  const before = ((await control(vapiUrl, key, "/__deliveries")) as Attempt[]).length
  const answered = await control(vapiUrl, key, `/__calls/${encodeURIComponent(providerCallId)}/answer`, { turns })
  if (answered.queued === undefined) throw new Error(`The fake did not answer the call: ${JSON.stringify(answered)}`)
  for (;;) {
    const { delivery } = (await control(vapiUrl, key, "/__outbox/next", {})) as { delivery: Delivery | null }
    if (!delivery) break
    const status = await deliver(delivery).catch(() => 0)
    await control(vapiUrl, key, `/__outbox/${delivery.id}`, { status })
  }
  return ((await control(vapiUrl, key, "/__deliveries")) as Attempt[]).slice(before)
}

/**
 * An inbound call from `from` to the account's number `phoneNumberId` (issue 36): the fake sends
 * Vapi's `assistant-request` to the number's server, `deliver` answers it (status and body), and the
 * fake takes that answer as the call's assistant. Returns the call's id (then playAnsweredCall plays
 * it) and what the server answered.
 */
export async function ringNumber(
  vapiUrl: string,
  key: string,
  phoneNumberId: string,
  from: string,
  deliver: (d: Delivery) => Promise<{ status: number; answer: unknown }>
): Promise<{ callId: string; status: number; answer: unknown; delivery: Delivery }> {
  const rung = await control(vapiUrl, key, `/__phone-numbers/${encodeURIComponent(phoneNumberId)}/ring`, { from })
  if (!rung.callId) throw new Error(`The fake did not ring the number: ${JSON.stringify(rung)}`)
  const { delivery } = (await control(vapiUrl, key, "/__outbox/next", {})) as { delivery: Delivery | null }
  if (delivery?.body.message.type !== "assistant-request") throw new Error("No assistant-request was sent.")
  const { status, answer } = await deliver(delivery).catch(() => ({ status: 0, answer: null }))
  await control(vapiUrl, key, `/__outbox/${delivery.id}`, { status, answer })
  return { callId: rung.callId as string, status, answer, delivery }
}
