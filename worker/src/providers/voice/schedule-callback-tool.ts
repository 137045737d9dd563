/**
 * The assistant's scheduleCallback function tool (Vapi CreateFunctionToolDTO, model.tools[]), the
 * sibling of bookDemo: the same time format (the callee's local wall clock, "YYYY-MM-DDTHH:mm"),
 * read by the same hardened reader (services/calls/demo-time.ts), so a missing day or time is
 * asked back and a past or far-off date refused with a sentence the assistant can speak.
 */
export const SCHEDULE_CALLBACK_TOOL = {
  type: "function",
  async: false,
  function: {
    name: "scheduleCallback",
    description:
      "Schedule a call back when the business owner asks to be called at another time (they are busy, " +
      "the decision maker is out). Call it once they give a day and a time; call it again only if they " +
      "change it. Read the result back to them word for word.",
    parameters: {
      type: "object",
      properties: {
        dateTime: {
          type: "string",
          description:
            "When to call back, in the business owner's local time, as YYYY-MM-DDTHH:mm in 24-hour time " +
            "with no time zone, e.g. 2027-01-07T15:30 for 3:30 PM on January 7, 2027. Ask for the day " +
            "and the time if either is missing; never guess. It must be within the next 12 months.",
        },
        reason: {
          type: "string",
          description: "Why they asked to be called back, in one short sentence (e.g. 'owner back Thursday').",
        },
      },
      required: ["dateTime"],
    },
  },
} as const
