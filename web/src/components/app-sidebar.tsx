import { LogOut, PhoneCall } from "lucide-react"
import { Link, useLocation } from "wouter"

import { API } from "@shared/api-routes/endpoints"
import { Button } from "@/components/ui/button"
import { useSession } from "@/hooks/use-session"
import { apiCall } from "@/lib/api-call"
import { cn } from "@/lib/utils"
import { isActivePath, NAV_ITEMS } from "./nav-items"

type AppSidebarProps = {
  /** Mobile drawer state; ignored from the lg breakpoint up, where the sidebar is always shown. */
  open: boolean
  /** Called when an entry is chosen (closes the mobile drawer). */
  onNavigate: () => void
}

export function AppSidebar({ open, onNavigate }: AppSidebarProps) {
  const [location] = useLocation()
  return (
    <aside
      id="app-sidebar"
      aria-label="Main navigation"
      data-state={open ? "open" : "closed"}
      className={cn(
        "fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-transform duration-300 ease-in-out lg:translate-x-0",
        open ? "translate-x-0 shadow-xl lg:shadow-none" : "-translate-x-full"
      )}
    >
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-sidebar-border px-5">
        <div className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <PhoneCall className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="truncate text-base leading-tight font-semibold text-foreground">ColdCaller</p>
          <p className="truncate text-xs text-muted-foreground">Vapi AI Integration</p>
        </div>
      </div>

      <nav className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ label, path, icon: Icon }) => {
            const active = isActivePath(location, path)
            return (
              <li key={path}>
                <Link
                  href={path}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  data-active={active}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    active
                      ? "bg-sidebar-accent text-sidebar-accent-foreground"
                      : "text-sidebar-foreground/80 hover:bg-muted hover:text-foreground"
                  )}
                >
                  <Icon
                    className={cn("size-4 shrink-0", active ? "text-primary" : "text-muted-foreground")}
                    aria-hidden
                  />
                  <span className="truncate">{label}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <UserCard />
    </aside>
  )
}

/**
 * SPEC §1's user card, made true: there is one operator and no user accounts, so it shows how this
 * browser got in (the operator password, or loopback access without one) and the host it is on,
 * instead of a sample person ("Local access": loopback without a password). Sign out appears only with a password.
 */
function UserCard() {
  const { data: session } = useSession()
  const canSignOut = session?.passwordRequired && session.authenticated
  const mode = !session ? "" : session.passwordRequired ? "Signed in with password" : "Local access"

  async function signOut() {
    try {
      await apiCall(API.auth.logout)
    } finally {
      // A full page load drops the SWR cache and the live socket along with the session.
      window.location.assign("/login")
    }
  }

  return (
    <div className="shrink-0 border-t border-sidebar-border p-3">
      <div className="flex items-center gap-3 rounded-lg bg-muted/60 p-3">
        <div
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
          aria-hidden
        >
          OP
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-foreground" data-testid="operator-mode">
            {mode || "Operator"}
          </p>
          <p className="truncate text-xs text-muted-foreground" data-testid="operator-host">
            {window.location.host}
          </p>
        </div>
      </div>
      {canSignOut && (
        <Button variant="ghost" size="sm" onClick={signOut} className="mt-1 w-full justify-start text-muted-foreground">
          <LogOut />
          Sign out
        </Button>
      )}
    </div>
  )
}
