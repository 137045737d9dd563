import { useState } from "react"
import { DollarSign } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { COST_FIELDS, type CostsForm, costsChanges, costsFrom, firstCostError } from "./costs-settings"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

type Field = keyof CostsForm

const LABELS: Record<Field, { label: string; help: string; placeholder: string }> = {
  voiceBudget: {
    label: "Monthly voice budget (USD)",
    help: "When Vapi's bills this month reach it, running campaigns pause and Call Now is refused. Empty: no budget.",
    placeholder: "No budget",
  },
  placesBudget: {
    label: "Monthly Google Places budget (USD)",
    help: "When this month's Places requests reach it, lead searches and AI Automation pause. Empty: no budget.",
    placeholder: "No budget",
  },
  searchPrice: {
    label: "Lead search price per 1,000 requests",
    help: `What Google charges per 1,000 lead searches (each returns up to 20 places with phone and website). List price: $${COST_FIELDS.searchPrice.default}.`,
    placeholder: COST_FIELDS.searchPrice.default,
  },
  lookupPrice: {
    label: "Area lookup price per 1,000 requests",
    help: `What Google charges per 1,000 look-ups of a town's area, made before its lead search. List price: $${COST_FIELDS.lookupPrice.default}.`,
    placeholder: COST_FIELDS.lookupPrice.default,
  },
}

/** Settings → Costs: monthly budgets per provider and the Places prices a search is charged at. */
export function CostsSection() {
  const [error, setError] = useState<{ field: Field; message: string } | null>(null)
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: costsFrom,
    changesOf: costsChanges,
    savedText: () => "New budgets and prices apply from now on; costs already recorded stay as billed.",
    explains: () => true,
    validate: (values) => {
      const problem = firstCostError(values)
      setError(problem)
      return problem ? `cost-${problem.field}` : null
    },
  })

  return (
    <Card id="costs" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DollarSign className="size-5" aria-hidden />
          Costs
        </CardTitle>
        <CardDescription>
          Every call stores what Vapi billed; every lead search what its Google Places requests cost. Google Sheets and
          e-mail cost nothing here.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {form ? (
            (Object.keys(LABELS) as Field[]).map((field) => {
              const id = `cost-${field}`
              const problem = error?.field === field ? error.message : null
              return (
                <div key={field} className="grid content-start gap-2">
                  <Label htmlFor={id}>{LABELS[field].label}</Label>
                  <Input
                    id={id}
                    inputMode="decimal"
                    placeholder={LABELS[field].placeholder}
                    value={form[field]}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={`${id}-${problem ? "error" : "help"}`}
                    onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                  />
                  {problem ? (
                    <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
                      {problem}
                    </p>
                  ) : (
                    <p id={`${id}-help`} className="text-xs text-muted-foreground">
                      {LABELS[field].help}
                    </p>
                  )}
                </div>
              )
            })
          ) : (
            <Skeleton className="h-24 w-full sm:col-span-2" />
          )}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}
