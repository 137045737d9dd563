/** The dashboard's next-step strip: find leads, start a campaign, see demos (pure, unit-tested). */

export interface NextStepFacts {
  contacts: number | undefined
  /** Campaigns that were started (or are scheduled): a draft is not a started campaign. */
  startedCampaigns: number | undefined
  demos: number | undefined
}

export interface NextStep {
  id: "leads" | "campaign" | "demos"
  label: string
  href: string
  done: boolean
  /** What is there, or what to do. */
  detail: string
}

const n = (v: number) => v.toLocaleString("en-US")
const plural = (v: number, one: string, many = `${one}s`) => `${n(v)} ${v === 1 ? one : many}`

export function nextSteps(f: NextStepFacts): NextStep[] {
  const contacts = f.contacts ?? 0
  const started = f.startedCampaigns ?? 0
  const demos = f.demos ?? 0
  return [
    {
      id: "leads",
      label: "Find leads",
      href: "/scraping",
      done: contacts > 0,
      detail: contacts > 0 ? `${plural(contacts, "contact")} to call` : "Search Google Maps for businesses to call",
    },
    {
      id: "campaign",
      label: "Start a campaign",
      href: "/calls#campaigns",
      done: started > 0,
      detail: started > 0 ? `${plural(started, "campaign")} started` : "Pick contacts and calling hours, then start",
    },
    {
      id: "demos",
      label: "See demos",
      href: "/calendar",
      done: demos > 0,
      detail: demos > 0 ? `${plural(demos, "demo")} booked` : "Demos the assistant books appear on the calendar",
    },
  ]
}

/** The first step not done: the one the strip points at ("Next"); null when all are done. */
export const nextStepId = (steps: NextStep[]) => steps.find((s) => !s.done)?.id ?? null
