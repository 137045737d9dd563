import { RefreshCw, Server } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useSystemStatus } from "@/hooks/use-system-status"
import { cn } from "@/lib/utils"
import { systemLights, type LightTone } from "./system-lights"
import { useDashboardRefresh } from "./use-dashboard-refresh"

const DOT: Record<LightTone, string> = {
  green: "bg-success",
  yellow: "bg-warning",
  red: "bg-destructive",
  grey: "bg-muted-foreground/40",
}

/**
 * SPEC §2.3 System Status: one light per integration, "Sandbox" or "Not configured" beside it, and
 * what its real check found (a refused key's reason) under it.
 */
export function SystemStatusCard() {
  const { data, error } = useSystemStatus()
  const { refreshing, refresh } = useDashboardRefresh()
  const loading = !data && !error

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Server className="size-5" aria-hidden />
          System Status
        </CardTitle>
        <CardDescription>Integration connections</CardDescription>
        <CardAction>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={refresh}
            disabled={refreshing}
            aria-label="Refresh system status"
          >
            <RefreshCw className={cn(refreshing && "animate-spin")} />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3">
          {systemLights(data).map((light) => (
            <li key={light.name} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden
                className={cn(
                  "size-2.5 shrink-0 rounded-full",
                  loading ? "animate-pulse bg-muted-foreground/40" : DOT[light.tone]
                )}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{light.name}</span>
                <span className="block text-xs text-muted-foreground" data-testid={`light-${light.name}`}>
                  {error && !data ? "Unavailable" : light.text}
                </span>
                {light.detail && (
                  <span
                    className={cn(
                      "block text-xs break-words",
                      light.tone === "red" ? "text-destructive" : "text-muted-foreground"
                    )}
                    data-testid={`light-detail-${light.name}`}
                  >
                    {light.detail}
                  </span>
                )}
              </span>
              {light.sandbox && (
                <Badge variant="warning" title={light.reason || "Simulated: no real requests leave the app."}>
                  Sandbox
                </Badge>
              )}
              {light.notConfigured && (
                <Badge variant={light.optional ? "outline" : "destructive"} title={light.reason}>
                  Not configured
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
