import { SERVER_MESSAGES } from "../../providers/voice/vapi-assistant"
import { NEEDED_TOOLS, type AssistantSummary } from "../../providers/voice/voice-provider"
import { type AssistantProblem, placeholderIssues } from "../../schemas/voice-setup"

/** What this deployment needs of its assistant: ids are null when not made yet (the fix makes them). */
export interface AssistantNeeds {
  webhookUrl: string
  credentialId: string | null
  callOutcomeSchemaId: string | null
}

const TOOL_PURPOSE = {
  bookDemo: "bookDemo (books the demo)",
  scheduleCallback: "scheduleCallback (schedules a call back)",
  endCall: "endCall (lets it hang up)",
  transferCall: "transferCall (puts a lead who asks for a person through to you)",
}

/** Each difference between the assistant and what the app needs, in the operator's words. */
export function assistantProblems(a: AssistantSummary, need: AssistantNeeds): AssistantProblem[] {
  const problems: AssistantProblem[] = []
  if (a.webhookUrl !== need.webhookUrl) {
    problems.push({
      field: "server_url",
      message: a.webhookUrl
        ? `Its server URL is ${a.webhookUrl}, so call results go there instead of to this app (${need.webhookUrl}).`
        : `It has no server URL, so call results never reach this app (${need.webhookUrl}).`,
    })
  }
  if (!need.credentialId || a.credentialId !== need.credentialId) {
    problems.push({
      field: "credential",
      message: "It does not send this app's webhook credential, so this app would refuse its call results.",
    })
  }
  const missing = NEEDED_TOOLS.filter((t) => !a.tools.includes(t))
  if (missing.length) {
    problems.push({
      field: "tools",
      message: `It lacks the ${new Intl.ListFormat("en", { type: "conjunction" }).format(missing.map((t) => TOOL_PURPOSE[t]))} tool${missing.length > 1 ? "s" : ""}.`,
    })
  }
  if (!need.callOutcomeSchemaId || !a.callOutcomeSchemaIds.includes(need.callOutcomeSchemaId)) {
    problems.push({
      field: "call_outcome",
      message:
        "It does not fill this app's call-outcome structured output, so booked demos and call-backs go unrecorded.",
    })
  }
  const asked = a.serverMessages
  const unasked = SERVER_MESSAGES.filter((m) => asked && !asked.includes(m))
  if (!asked || unasked.length || !a.retriesWebhooks) {
    const why = [
      !asked && "It asks Vapi for every server message (a webhook on each turn of each call, which this app drops)",
      unasked.length && `It does not ask Vapi for ${unasked.join(", ")}`,
      !a.retriesWebhooks && "a failed call report is never sent again (no retry plan)",
    ].filter(Boolean)
    const text = why.join(", and ")
    problems.push({ field: "server_messages", message: `${text[0]!.toUpperCase()}${text.slice(1)}.` })
  }
  // Fix cannot write the operator's words: Create a new assistant with the blanks filled in.
  const blanks = placeholderIssues(a.texts)
  if (blanks.length) {
    problems.push({
      field: "placeholders",
      message: `It still holds the template's blanks, so a real call would say them: ${blanks.map((b) => b.message).join(" ")} Then create a new assistant.`,
    })
  }
  return problems
}
