import { Info } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { systemInfoRows } from "./system-info"
import { useSystemInfo } from "./use-system-info"

/** SPEC §2.10 System Information, with the real figures (GET /api/system/info) instead of the spec's samples. */
export function SystemInfoSection() {
  const { data, error } = useSystemInfo()

  return (
    <Card id="system-info" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info className="size-5" aria-hidden />
          System Information
        </CardTitle>
        <CardDescription>This installation's version, database size and totals.</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <dl className="grid gap-2 text-sm" data-testid="system-info">
            {systemInfoRows(data).map(({ label, value }) => (
              <div key={label} className="flex items-baseline justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : error ? (
          <p className="text-sm text-destructive">System information could not be loaded. {error.message}</p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  )
}
