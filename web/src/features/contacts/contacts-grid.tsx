import type { ReactNode } from "react"
import { Plus, Users } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"

/** SPEC §2.4: 1 column on phones, 2 from md, 3 on large screens. */
export function ContactsGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      className="grid gap-4 transition-opacity aria-busy:opacity-60 md:grid-cols-2 xl:grid-cols-3"
      aria-busy={busy || undefined}
      data-testid="contacts-grid"
    >
      {children}
    </div>
  )
}

/** SPEC §2.4: 6 skeleton cards while the first page loads. */
export function ContactsSkeleton() {
  return (
    <ContactsGrid>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="gap-3 p-4" data-testid="contact-card-skeleton" aria-hidden>
          <div className="flex items-center gap-3">
            <Skeleton className="size-4" />
            <Skeleton className="h-5 w-2/3" />
          </div>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-5/6" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-4 w-1/3" />
        </Card>
      ))}
    </ContactsGrid>
  )
}

/** SPEC §2.4 empty states: a search/filter with no match, or no contacts at all. */
export function ContactsEmpty({ filtering, onAdd }: { filtering: boolean; onAdd: () => void }) {
  return (
    <Card className="items-center px-6 py-12 text-center" data-testid="contacts-empty">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Users className="size-6" aria-hidden />
      </div>
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">No contacts found</h3>
        <p className="text-sm text-muted-foreground">
          {filtering ? "Try adjusting your search criteria or filters." : "Get started by adding your first contact."}
        </p>
      </div>
      {!filtering && (
        <Button onClick={onAdd} className="h-10">
          <Plus />
          Add Your First Contact
        </Button>
      )}
    </Card>
  )
}
