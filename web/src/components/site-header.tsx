import { useEffect, useState, type ReactNode } from "react"
import { Menu, RefreshCw } from "lucide-react"
import { useLocation } from "wouter"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip"
import { type LiveStatus, reconnectLive } from "@/hooks/use-live"
import { useSystemStatus } from "@/hooks/use-system-status"
import { revalidateAll } from "@/lib/api"
import { cn } from "@/lib/utils"
import { documentTitle, headerFor } from "./nav-items"
import { providerIndicator, TONE_DOT_CLASS, webhookLine } from "./provider-status"

export type HeaderSlots = {
  /** First: the progress chip of a search or automation run going on (features/activity). */
  activity?: ReactNode
  /** Before Refresh: the Add Contact button (features/contacts). */
  quickAdd?: ReactNode
  /** After Refresh: the notification bell (features/notifications). */
  notifications?: ReactNode
}

type SiteHeaderProps = HeaderSlots & {
  menuOpen: boolean
  onToggleMenu: () => void
  liveStatus: LiveStatus
}

export function SiteHeader({ menuOpen, onToggleMenu, liveStatus, activity, quickAdd, notifications }: SiteHeaderProps) {
  const [location] = useLocation()
  const { title, description } = headerFor(location)
  const [refreshing, setRefreshing] = useState(false)
  useEffect(() => {
    document.title = documentTitle(location)
  }, [location])

  async function refresh() {
    setRefreshing(true)
    // A live channel that gave up (5 failed attempts) is reopened too: Refresh is the operator's retry.
    reconnectLive()
    try {
      await revalidateAll()
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <header className="z-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80 lg:sticky lg:top-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 lg:min-h-16 lg:px-8">
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
          <Button
            variant="outline"
            size="icon"
            className="lg:hidden"
            aria-label="Toggle menu"
            aria-controls="app-sidebar"
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
          >
            <Menu />
          </Button>
          <div className="min-w-0">
            <h1 className="text-lg leading-tight font-semibold tracking-tight sm:text-xl">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        </div>

        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {activity}
          <ProviderStatus liveStatus={liveStatus} />
          {quickAdd}
          {/* Phones show the icon only; the name stays for screen readers and tests. */}
          <Button variant="outline" onClick={refresh} disabled={refreshing} className="max-sm:size-9 max-sm:px-0">
            <RefreshCw className={cn(refreshing && "animate-spin")} />
            <span className="max-sm:sr-only">Refresh</span>
          </Button>
          {notifications}
        </div>
      </div>
    </header>
  )
}

const LIVE_TEXT: Record<LiveStatus, string> = {
  open: "Live updates connected",
  connecting: "Connecting to live updates…",
  closed: "Live updates disconnected",
}

/** Voice-provider status (SPEC §2.1) with the sandbox badge and the live-channel dot. */
function ProviderStatus({ liveStatus }: { liveStatus: LiveStatus }) {
  const { data } = useSystemStatus()
  const { tone, label } = providerIndicator(data?.vapi)
  // The reason behind the light: what Vapi answered the last check, and whether webhooks arrive.
  const detail = [data?.checks?.voice?.message, data?.vapi === "connected" ? webhookLine(data) : ""]
    .filter(Boolean)
    .join(" ")
  return (
    <div className="flex h-9 items-center gap-2 rounded-md border bg-card px-3 text-sm">
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            tabIndex={0}
            className="flex items-center gap-2 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
            aria-describedby={detail ? "provider-status-detail" : undefined}
          >
            <span className="hidden text-muted-foreground sm:inline">Vapi</span>
            <span className={cn("size-2 shrink-0 rounded-full", TONE_DOT_CLASS[tone])} aria-hidden />
            <span data-testid="provider-status" className="font-medium">
              {label}
            </span>
          </span>
        </TooltipTrigger>
        {detail && (
          <TooltipContent className="max-w-xs" id="provider-status-detail" data-testid="provider-status-detail">
            {detail}
          </TooltipContent>
        )}
      </Tooltip>
      {data?.sandbox?.voice && (
        <Badge variant="warning" title="Calls are simulated; no real phone calls are placed.">
          Sandbox
        </Badge>
      )}
      {data?.providers?.voice?.mode === "not_configured" && (
        <Badge variant="destructive" title={data.providers.voice.reason}>
          Not configured
        </Badge>
      )}
      <span className="h-4 w-px bg-border" aria-hidden />
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            tabIndex={0}
            role="img"
            aria-label={LIVE_TEXT[liveStatus]}
            className="flex items-center gap-1.5 rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
          >
            <span
              className={cn(
                "size-1.5 shrink-0 rounded-full",
                liveStatus === "open" && "bg-success",
                liveStatus === "connecting" && "bg-warning",
                liveStatus === "closed" && "bg-muted-foreground/40"
              )}
            />
            <span className="hidden text-xs sm:inline">Live</span>
          </span>
        </TooltipTrigger>
        <TooltipContent>{LIVE_TEXT[liveStatus]}</TooltipContent>
      </Tooltip>
    </div>
  )
}
