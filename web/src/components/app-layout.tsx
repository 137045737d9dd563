import { useEffect, useState, type ReactNode } from "react"
import { useLocation } from "wouter"

import type { LiveEvent } from "@party/events"
import { useLive } from "@/hooks/use-live"
import { useScrollToHash } from "@/hooks/use-scroll-to-hash"
import { cn } from "@/lib/utils"
import { AppSidebar } from "./app-sidebar"
import { SiteHeader, type HeaderSlots } from "./site-header"

/**
 * Sidebar + header around every page (SPEC §2.1). Owns the mobile drawer and the live channel. The
 * header's feature parts come in as slots, so the shell never imports a feature.
 */
export function AppLayout({
  children,
  onLiveEvent,
  ...header
}: HeaderSlots & { children: ReactNode; onLiveEvent?: (event: LiveEvent) => void }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [location] = useLocation()
  const liveStatus = useLive(onLiveEvent)

  // Any navigation (links, back button, programmatic) closes the mobile drawer.
  useEffect(() => setMenuOpen(false), [location])
  // A link to a section (/settings#voice) lands on it, once the section has rendered.
  useScrollToHash(location)

  return (
    <div className="min-h-dvh bg-background">
      <AppSidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      <div
        aria-hidden
        data-testid="sidebar-overlay"
        onClick={() => setMenuOpen(false)}
        className={cn(
          "fixed inset-0 z-30 bg-black/50 transition-opacity duration-300 lg:hidden",
          menuOpen ? "opacity-100" : "pointer-events-none opacity-0"
        )}
      />
      <div className="flex min-h-dvh min-w-0 flex-col lg:pl-64">
        <SiteHeader
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((o) => !o)}
          liveStatus={liveStatus}
          {...header}
        />
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">{children}</main>
      </div>
    </div>
  )
}
