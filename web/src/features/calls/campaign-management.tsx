import { useEffect, useState } from "react"
import { ListRestart, Megaphone, PlusCircle } from "lucide-react"

import { cn } from "@/lib/utils"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { CreateCampaignForm } from "@/features/campaigns/create-campaign-form"
import { AllCampaignsList } from "@/features/campaigns/all-campaigns-list"
import { campaignIdFromHash } from "@/features/campaigns/campaign-list-view"
import { useCampaigns } from "@/features/campaigns/use-campaigns"

type Mode = "create" | "resume"

const MODES: { value: Mode; label: string; icon: typeof PlusCircle }[] = [
  { value: "create", label: "Create New Campaign", icon: PlusCircle },
  { value: "resume", label: "All Campaigns", icon: ListRestart },
]

/** "#campaigns" or "#campaign-12" (Scraping's draft, the dashboard's next step) open the list. */
const LIST_HASH = /^#campaigns?(-\d+)?$/
/** The location's hash ("" where there is no window: the static renders of tests). */
const currentHash = () => (typeof window === "undefined" ? "" : window.location.hash)

/**
 * SPEC §2.7 "Campaign Management": create a new campaign, or resume an existing one, from the list of
 * every campaign (draft, scheduled, running, paused, completed) with each one's Start, Resume or Pause.
 */
export function CampaignManagement() {
  const [mode, setMode] = useState<Mode>(() => (LIST_HASH.test(currentHash()) ? "resume" : "create"))
  const [focusId, setFocusId] = useState(() => campaignIdFromHash(currentHash()))
  const { data: campaigns } = useCampaigns()

  useEffect(() => {
    const onHash = () => {
      if (!LIST_HASH.test(currentHash())) return
      setMode("resume")
      setFocusId(campaignIdFromHash(currentHash()))
    }
    window.addEventListener("hashchange", onHash)
    return () => window.removeEventListener("hashchange", onHash)
  }, [])

  return (
    <Card id="campaigns" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-5" aria-hidden />
          Campaign Management
        </CardTitle>
        <CardDescription>Call a list of contacts at a steady pace inside the calling window.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <div role="radiogroup" aria-label="Campaign mode" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {MODES.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                "flex items-center justify-center gap-2 rounded-md px-2 py-2 text-center text-sm leading-tight font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                mode === value ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground"
              )}
            >
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {label}
              {value === "resume" && campaigns && (
                <span className="text-xs font-normal text-muted-foreground tabular-nums">({campaigns.length})</span>
              )}
            </button>
          ))}
        </div>
        {mode === "create" ? <CreateCampaignForm /> : <AllCampaignsList focusId={focusId} />}
      </CardContent>
    </Card>
  )
}
