import { Controller } from "react-hook-form"
import { PlugZap, Save, Settings2 } from "lucide-react"
import type { SheetsConfig } from "@shared/sheets"

import { LoadError } from "@/components/load-error"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Separator } from "@/components/ui/separator"
import { Skeleton } from "@/components/ui/skeleton"
import { AutoSyncFields, ColumnMappingFields, SheetNameFields } from "./sheets-config-fields"
import { useSheetsConfig } from "./use-sheets"
import { useSheetsConfigForm } from "./use-sheets-config-form"

/** SPEC §2.9 configuration: where rows go, what syncs on its own, and which column holds what. */
export function SheetsConfigCard() {
  const { data, error, isLoading, mutate } = useSheetsConfig()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings2 className="size-5" aria-hidden />
          Configuration
        </CardTitle>
        <CardDescription>The spreadsheet call results and demos are written to.</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <SheetsConfigForm saved={data} />
        ) : error && !isLoading ? (
          <LoadError onRetry={() => void mutate()}>
            The settings could not be loaded. {error instanceof Error ? error.message : ""}
          </LoadError>
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/** Mounted once the saved configuration is known, so it starts from it. */
export function SheetsConfigForm({ saved }: { saved: SheetsConfig }) {
  const { form, onSubmit, testConnection, testing, saving } = useSheetsConfigForm(saved)
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Google Sheets settings" className="grid gap-5">
      <Controller
        control={form.control}
        name="spreadsheetUrl"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="sheets-url">Spreadsheet URL</FieldLabel>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="sheets-url"
                inputMode="url"
                placeholder="https://docs.google.com/spreadsheets/d/..."
                maxLength={500}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={fieldState.invalid}
                aria-describedby="sheets-url-help"
                {...field}
              />
              <Button type="button" variant="outline" onClick={() => void testConnection()} disabled={testing}>
                <PlugZap aria-hidden />
                {testing ? "Testing..." : "Test Connection"}
              </Button>
            </div>
            <FieldDescription id="sheets-url-help" className="text-xs">
              The address of the sheet as your browser shows it, or its ID.
            </FieldDescription>
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      <SheetNameFields control={form.control} />
      <Separator />
      <AutoSyncFields control={form.control} />
      <Separator />
      <ColumnMappingFields control={form.control} />
      <div>
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          <Save aria-hidden />
          {saving ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  )
}
