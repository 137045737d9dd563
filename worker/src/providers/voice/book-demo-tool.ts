/**
 * The assistant's bookDemo function tool, in Vapi's CreateFunctionToolDTO shape (model.tools[]).
 * Its descriptions are what the model reads: they ask for one format, the callee's local wall clock
 * as "YYYY-MM-DDTHH:mm", and for both a day and a time. The webhook still reads other formats a
 * model writes (services/calls/demo-time.ts) and answers a sentence the assistant can speak when it
 * cannot book: a missing time is asked back, a date outside the next 12 months is refused.
 */
export const BOOK_DEMO_TOOL = {
  type: "function",
  async: false,
  function: {
    name: "bookDemo",
    description:
      "Book the product demo once the business owner has agreed to a day and a time. " +
      "Call it again only if they change the time. Read the result back to them word for word.",
    parameters: {
      type: "object",
      properties: {
        dateTime: {
          type: "string",
          description:
            "The demo's start in the business owner's local time, as YYYY-MM-DDTHH:mm in 24-hour time " +
            "with no time zone, e.g. 2027-01-05T14:00 for 2 PM on January 5, 2027. Ask for the day and " +
            "the time if either is missing; never guess. It must be within the next 12 months.",
        },
        notes: {
          type: "string",
          description: "Anything the owner asked to cover in the demo, in one short sentence.",
        },
      },
      required: ["dateTime"],
    },
  },
} as const
