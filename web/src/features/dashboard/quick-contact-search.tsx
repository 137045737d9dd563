import { useState } from "react"
import { Search, Users } from "lucide-react"
import { Link } from "wouter"

import { API } from "@shared/api-routes/endpoints"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Skeleton } from "@/components/ui/skeleton"
import { useApi } from "@/hooks/use-api"
import { useDebouncedValue } from "@/hooks/use-debounced-value"
import { usePhoneDisplay } from "@/hooks/use-phone-display"
import { statusLabel, statusVariant } from "@/features/contacts/contact-status"
import type { ContactListItem } from "@shared/contacts-api"
import { quickSearchParams } from "./quick-search"

function ContactRow({ contact }: { contact: ContactListItem }) {
  const phone = usePhoneDisplay(contact.phone)
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="quick-search-result">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{contact.businessName}</p>
        <p className="truncate text-xs text-muted-foreground">
          {phone}
          {contact.category && ` · ${contact.category}`}
        </p>
        {/* Cut by the room the row has (the whole address on hover), not at a fixed 30 characters. */}
        {contact.address && (
          <p className="truncate text-xs text-muted-foreground" title={contact.address}>
            {contact.address}
          </p>
        )}
      </div>
      <Badge variant={statusVariant(contact.status)} className="mt-0.5">
        {statusLabel(contact.status)}
      </Badge>
    </li>
  )
}

/**
 * SPEC §2.3 Quick Contact Search: the 5 newest contacts with an empty query, else up to 8 server-side
 * matches. Self-contained (own data hook), so the dashboard can place it anywhere.
 */
export function QuickContactSearch() {
  const [query, setQuery] = useState("")
  const term = useDebouncedValue(query.trim(), query.trim() ? 250 : 0)
  const { data, error, isLoading } = useApi(
    API.contacts.list,
    { query: quickSearchParams(term) },
    {
      keepPreviousData: true,
    }
  )
  const items = data?.items ?? []

  let body
  if (error && !data) {
    body = <p className="py-6 text-center text-sm text-destructive">Could not load contacts.</p>
  } else if (isLoading && !data) {
    body = (
      <div className="grid gap-3 py-2" aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    )
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-1 py-8 text-center text-sm text-muted-foreground">
        <Users className="mb-1 size-7 text-muted-foreground/60" aria-hidden />
        {term ? <p>No contacts found matching "{term}"</p> : <p>No contacts yet.</p>}
      </div>
    )
  } else {
    body = (
      <ul className="divide-y">
        {items.map((c) => (
          <ContactRow key={c.id} contact={c} />
        ))}
      </ul>
    )
  }

  return (
    <Card data-testid="quick-contact-search" className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Search className="size-5" aria-hidden />
          Quick Contact Search
        </CardTitle>
        <CardDescription>Find a contact by name, phone or address.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search name, phone, address..."
            aria-label="Search contacts"
            className="h-10 pl-9"
            maxLength={200}
          />
        </div>
        {!term && items.length > 0 && (
          <p className="pt-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">Recent contacts</p>
        )}
        {body}
      </CardContent>
      <CardFooter>
        <Button variant="outline" className="h-10 w-full" asChild>
          <Link href="/contacts">View All Contacts</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}
