import { Controller, useWatch, type Control } from "react-hook-form"
import {
  MAX_RESULTS_OPTIONS,
  SCRAPING_CATEGORIES,
  SCRAPING_FORM_DEFAULTS,
  type StartScrapingData,
} from "@shared/scraping"

import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import type { ScrapingFormValues } from "./scraping-form-values"
import { WEBSITE_FILTER_HELP } from "./website-filter-help"
import { WebsiteFilterSelect } from "./website-filter-select"

type Props = { control: Control<ScrapingFormValues, unknown, StartScrapingData> }

/** SPEC §2.5 form fields: category, location, custom query (custom only), website filter, max results, rate limit. */
export function ScrapingFormFields({ control }: Props) {
  const category = useWatch({ control, name: "businessCategory" })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="businessCategory"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="scraping-category">Business Category</FieldLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="scraping-category" className="w-full" aria-invalid={fieldState.invalid}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SCRAPING_CATEGORIES.map((c) => (
                  <SelectItem key={c.value} value={c.value}>
                    {c.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="scraping-location">Location *</FieldLabel>
            <Input
              id="scraping-location"
              placeholder={SCRAPING_FORM_DEFAULTS.location}
              maxLength={200}
              autoComplete="off"
              aria-invalid={fieldState.invalid}
              {...field}
            />
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      {category === "custom" && (
        <Controller
          control={control}
          name="customQuery"
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid} className="sm:col-span-2">
              <FieldLabel htmlFor="scraping-query">Custom Search Query *</FieldLabel>
              <Input
                id="scraping-query"
                placeholder="dentist"
                maxLength={200}
                autoComplete="off"
                aria-invalid={fieldState.invalid}
                {...field}
              />
              <FieldDescription className="text-xs">
                One kind of business works best (&quot;dentist&quot;); the location sets the area.
              </FieldDescription>
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
        />
      )}
      <Controller
        control={control}
        name="websiteFilter"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="scraping-website">Website Filter</FieldLabel>
            <WebsiteFilterSelect
              id="scraping-website"
              value={field.value}
              onChange={field.onChange}
              invalid={fieldState.invalid}
              describedBy="scraping-website-help"
            />
            <FieldDescription id="scraping-website-help" className="text-xs" data-testid="website-filter-help">
              {WEBSITE_FILTER_HELP[field.value]}
            </FieldDescription>
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="maxResults"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="scraping-max">Max Results</FieldLabel>
            <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
              <SelectTrigger id="scraping-max" className="w-full" aria-invalid={fieldState.invalid}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MAX_RESULTS_OPTIONS.map((m) => (
                  <SelectItem key={m} value={String(m)}>
                    {m.toLocaleString("en-US")}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      {/* SPEC §2.5's read-only Rate Limit, as a quiet line: a disabled-looking box read as a setting. */}
      <p className="text-xs text-muted-foreground sm:col-span-2" data-testid="scraping-rate">
        Rate Limit:{" "}
        <output id="scraping-rate" aria-label="Rate Limit" className="font-medium text-foreground tabular-nums">
          {SCRAPING_FORM_DEFAULTS.rateLimitPerMinute}
        </output>{" "}
        requests a minute
      </p>
    </div>
  )
}
