import { useState } from "react"
import { ListRestart, Megaphone, PlusCircle } from "lucide-react"

import { cn } from "@/lib/utils"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { CreateCampaignForm } from "@/features/campaigns/create-campaign-form"
import { ResumeCampaignList } from "@/features/campaigns/resume-campaign-list"

type Mode = "create" | "resume"

const MODES: { value: Mode; label: string; icon: typeof PlusCircle }[] = [
  { value: "create", label: "Create New Campaign", icon: PlusCircle },
  { value: "resume", label: "Resume Existing Campaign", icon: ListRestart },
]

/** SPEC §2.7 "Campaign Management": create a new campaign, or start/delete an existing one. */
export function CampaignManagement() {
  const [mode, setMode] = useState<Mode>("create")

  return (
    <Card className="gap-5">
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
            </button>
          ))}
        </div>
        {mode === "create" ? <CreateCampaignForm /> : <ResumeCampaignList />}
      </CardContent>
    </Card>
  )
}
