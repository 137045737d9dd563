import { formatPhoneDisplay } from "@shared/phone"
import { Radio } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { clockTime } from "@/lib/zoned-format"
import { LIVE_LIST_SIZE } from "./live-contacts"
import { useLiveContacts } from "./use-live-contacts"
import { useScrapedContacts } from "./use-scraped-contacts"

/**
 * SPEC §2.5 Live Scraping Updates: the 10 latest contacts found, as the live channel announces them.
 * Before this browser has heard of any (a reload, a new tab), the newest stored ones stand in, with
 * the time they were stored, so the list never looks empty after a search.
 */
export function LiveUpdatesPanel() {
  const live = useLiveContacts()
  const zone = useOperatorZone()
  const { data: newest } = useScrapedContacts(1, "")
  const contacts = live.length
    ? live
    : (newest?.items ?? [])
        .slice(0, LIVE_LIST_SIZE)
        .map((c) => ({ id: c.id, businessName: c.businessName, phone: c.phone, foundAt: c.createdAt }))
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radio className="size-5" aria-hidden />
          Live Scraping Updates
        </CardTitle>
        <CardDescription>The {LIVE_LIST_SIZE} latest contacts found.</CardDescription>
      </CardHeader>
      <CardContent>
        {contacts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No contacts found yet. They appear here as a search finds them.
          </p>
        ) : (
          <ul className="divide-y" data-testid="live-contacts" aria-live="polite">
            {contacts.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-2 text-sm first:pt-0 last:pb-0">
                <span className="min-w-0">
                  <span className="block truncate font-medium" title={c.businessName}>
                    {c.businessName}
                  </span>
                  <span className="block text-muted-foreground tabular-nums" data-testid="live-contact-phone">
                    {formatPhoneDisplay(c.phone)}
                  </span>
                </span>
                <time dateTime={c.foundAt} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {clockTime(c.foundAt, zone, true)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
