import {
  Bot,
  Calendar,
  ChartColumn,
  FileSpreadsheet,
  LayoutDashboard,
  MapPin,
  Phone,
  Settings,
  Users,
  type LucideIcon,
} from "lucide-react"

export type NavItem = { label: string; path: string; icon: LucideIcon }

/** SPEC §2.1: the eight sidebar entries, in order, and Analytics (issue 23) after the Demo Calendar. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", path: "/", icon: LayoutDashboard },
  { label: "AI Automation", path: "/automation", icon: Bot },
  { label: "Google Maps Scraping", path: "/scraping", icon: MapPin },
  { label: "Contacts", path: "/contacts", icon: Users },
  { label: "Call Management", path: "/calls", icon: Phone },
  { label: "Demo Calendar", path: "/calendar", icon: Calendar },
  { label: "Analytics", path: "/analytics", icon: ChartColumn },
  { label: "Google Sheets", path: "/sheets", icon: FileSpreadsheet },
  { label: "Settings", path: "/settings", icon: Settings },
]

export type HeaderMeta = { title: string; description: string }

/**
 * SPEC §2.1 header table, word for word, plus AI Automation's own (issue 38: the spec's fallback,
 * "Dashboard", read as if the operator were on the dashboard).
 */
const HEADERS: Record<string, HeaderMeta> = {
  "/": {
    title: "Dashboard Overview",
    description: "Monitor your cold calling automation in real-time",
  },
  "/automation": {
    title: "AI Automation",
    description: "Find businesses city by city and line them up for calling",
  },
  "/scraping": {
    title: "Google Maps Scraping",
    description: "Extract business contact information from Google Maps",
  },
  "/contacts": {
    title: "Contact Management",
    description: "View and manage your scraped business contacts",
  },
  "/calls": {
    title: "Call Management",
    description: "Configure and manage your automated calling campaigns",
  },
  "/calendar": {
    title: "Demo Calendar",
    description: "Schedule and manage demo appointments",
  },
  "/analytics": {
    title: "Analytics",
    description: "What your calls achieve and cost: who answers, when, and which campaigns work",
  },
  "/sheets": {
    title: "Google Sheets Integration",
    description: "Sync call results and demo schedules with Google Sheets",
  },
  "/settings": {
    title: "System Settings",
    description: "Configure system preferences and API settings",
  },
}

/**
 * Any other path (the 404 page): the spec's description; the title says where the operator is
 * instead of the spec's "Dashboard", which they took for the dashboard (issue 38).
 */
export const FALLBACK_HEADER: HeaderMeta = {
  title: "Page Not Found",
  description: "Cold calling automation system",
}

/** Exact path match, like the sidebar's highlight. */
export function headerFor(path: string): HeaderMeta {
  return Object.hasOwn(HEADERS, path) ? HEADERS[path]! : FALLBACK_HEADER
}

/** The browser tab's title: the screen first, so tabs and history tell the screens apart. */
export const documentTitle = (path: string) => `${headerFor(path).title} · ColdCaller`

export function isActivePath(current: string, itemPath: string) {
  return current === itemPath
}
