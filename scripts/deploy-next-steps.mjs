// What `npm run deploy` prints once the worker is up: its URLs, then what the operator does next.
// The rest happens in the app: Settings → Voice sets up the assistant with this deployment's webhook
// URL and a credential it generates, and picks the phone number; the dashboard's checklist tracks it.

/** worker/src/routes/webhooks/vapi.routes.ts, mounted at /api/webhooks (worker/src/app.ts). */
export const WEBHOOK_PATH = "/api/webhooks/vapi"

/** `url`: the worker's public address, if it has one; `vapiKeySet`: the worker has VAPI_API_KEY. */
export function deployedMessage(url, { vapiKeySet }) {
  if (!url) {
    return (
      "Deployed, with no public URL (workers_dev is off and no custom domain is set): add a custom " +
      'domain to wrangler.toml and run npm run deploy again (docs/going-live.md, "Deploying").'
    )
  }
  const key = vapiKeySet ? "" : "paste your Vapi private key in Settings → API Configuration, then "
  return (
    `Deployed.\n  App:     ${url}\n  Webhook: ${url}${WEBHOOK_PATH}\n\n` +
    `Next: open ${url}, sign in with OPERATOR_PASSWORD and follow the dashboard's Setup checklist: ` +
    `${key}in Settings → Voice create the assistant (it gets the webhook URL above and its credential), ` +
    `pick the phone number and place a test call to your own phone (docs/going-live.md).`
  )
}
