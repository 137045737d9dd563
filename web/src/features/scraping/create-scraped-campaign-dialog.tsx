import { useEffect, useRef, useState } from "react"
import { Controller, useForm, type FieldErrors } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { Rocket } from "lucide-react"
import { hoursReach } from "@shared/calling-hours"
import { IMPORT_SCREEN_DEFAULTS } from "@shared/campaign-rules"
import { scrapedCampaignSchema, type ScrapedCampaignInput } from "@shared/scraping"

import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { Field, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { toast } from "@/hooks/use-toast"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { toastApiError } from "@/lib/toast-error"
import { CallingHoursField } from "@/features/campaigns/calling-hours-field"
import { useCalleeHoursOnly, useStartingHours } from "@/features/campaigns/calling-hours-value"
import { groupNamesText, scheduleLine, selectedCount, splitMessage } from "./scraped-campaign"
import { createScrapedCampaign, useScrapedGroups } from "./use-scraped-contacts"

// SPEC §2.5/§9: the import screen's defaults, 09:00 to 17:00, Monday to Friday (Business hours),
// unless Settings' calling policy says otherwise (useStartingHours).
const SPEC_HOURS = {
  startTime: IMPORT_SCREEN_DEFAULTS.startTime,
  endTime: IMPORT_SCREEN_DEFAULTS.endTime,
  workDays: [...IMPORT_SCREEN_DEFAULTS.workDays],
}
const EMPTY: ScrapedCampaignInput = { name: "", labels: [], ...SPEC_HOURS }
const HOURS_FIELDS = ["startTime", "endTime", "workDays"] as const

/** The first refusal as SPEC §5's toast ("Campaign Name Required: …", "No Contacts Selected"). */
function toastFirstError(errors: FieldErrors<ScrapedCampaignInput>) {
  const message = errors.name?.message ?? errors.labels?.message ?? errors.labels?.root?.message
  if (!message) return
  const { title, description } = splitMessage(message)
  toast({ variant: "destructive", title, description })
}

/** The dialog's body: mounted only while open, so the groups are fetched when asked for. */
function CampaignFromGroupsForm({ onDone }: { onDone: () => void }) {
  const { data, error, isLoading } = useScrapedGroups()
  const groups = data?.groups ?? []
  const form = useForm<ScrapedCampaignInput>({ resolver: zodResolver(scrapedCampaignSchema), defaultValues: EMPTY })
  const labels = form.watch("labels")
  const [startTime, endTime, workDays] = form.watch(["startTime", "endTime", "workDays"]) as [
    string,
    string,
    NonNullable<ScrapedCampaignInput["workDays"]>,
  ]
  const zone = useOperatorZone()
  const calleeHoursOnly = useCalleeHoursOnly()
  const unreachable = hoursReach({ startTime, endTime, workDays }, calleeHoursOnly) === "none"
  const starting = useStartingHours(SPEC_HOURS)
  // The settings arrive after the first render: follow them until the operator picks hours.
  const hoursPicked = useRef(false)
  useEffect(() => {
    if (!hoursPicked.current) for (const f of HOURS_FIELDS) form.setValue(f, starting[f])
  }, [form, starting])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const campaign = await createScrapedCampaign(values)
      toast({
        title: "Campaign Created",
        description: `"${campaign.name}" was saved as a draft with ${campaign.totalContacts.toLocaleString("en-US")} contacts. Start it from Call Management.`,
      })
      onDone()
    } catch (err) {
      toastApiError(err, { fallback: "Failed to create campaign" })
    }
  }, toastFirstError)

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create campaign from scraped contacts" className="grid gap-4">
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="scraped-campaign-name">Campaign Name</FieldLabel>
            <Input
              id="scraped-campaign-name"
              placeholder="Grand Rapids dentists"
              maxLength={200}
              autoComplete="off"
              aria-invalid={fieldState.invalid}
              {...field}
            />
            <FieldError>
              {fieldState.error?.message &&
                (splitMessage(fieldState.error.message).description ?? fieldState.error.message)}
            </FieldError>
          </Field>
        )}
      />
      <fieldset className="grid gap-2" aria-invalid={!!form.formState.errors.labels}>
        <legend className="mb-2 text-sm font-medium">Contact Groups</legend>
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading groups…</p>
        ) : groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {error ? `Groups could not be loaded. ${error.message}` : "No scraped contacts yet. Start a search first."}
          </p>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-1" data-testid="scraped-groups">
            {groups.map((g, i) => {
              const id = `scraped-group-${i}`
              const checked = labels.includes(g.label)
              return (
                <li key={g.label} className="flex items-start gap-3 rounded-md p-2 hover:bg-muted/50">
                  <Checkbox
                    id={id}
                    checked={checked}
                    className="mt-0.5"
                    onCheckedChange={(v) =>
                      form.setValue("labels", v === true ? [...labels, g.label] : labels.filter((l) => l !== g.label), {
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
                    <span className="block font-medium break-words">
                      {g.label}{" "}
                      <span className="font-normal text-muted-foreground">({g.count.toLocaleString("en-US")})</span>
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">{groupNamesText(g)}</span>
                  </label>
                </li>
              )
            })}
          </ul>
        )}
        <FieldError errors={[form.formState.errors.labels]} />
      </fieldset>
      <CallingHoursField
        idPrefix="scraped-hours"
        value={{ startTime, endTime, workDays }}
        timezone={zone}
        onChange={(v) => {
          hoursPicked.current = true
          form.setValue("startTime", v.startTime)
          form.setValue("endTime", v.endTime)
          form.setValue("workDays", v.workDays)
        }}
      />
      <p className="text-sm text-muted-foreground" data-testid="campaign-defaults">
        {scheduleLine({ startTime, endTime, workDays }, starting)}. Saved as a draft
        {labels.length > 0 ? ` with ${selectedCount(groups, labels).toLocaleString("en-US")} contacts` : ""}.
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || unreachable}>
          <Rocket aria-hidden />
          {form.formState.isSubmitting ? "Creating..." : "Create"}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** SPEC §2.5/§5: a draft campaign over chosen groups of scraped contacts (one group per search label). */
export function CreateScrapedCampaignDialog() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Rocket aria-hidden />
          Create Campaign
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Create Campaign</DialogTitle>
          <DialogDescription>Call the contacts of one or more searches.</DialogDescription>
        </DialogHeader>
        {open && <CampaignFromGroupsForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  )
}
