import { useState } from "react"

import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { useSystemStatus } from "@/hooks/use-system-status"
import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { ContactCard } from "./contact-card"
import { ContactFormDialog } from "./contact-form-dialog"
import { openContactDrawer } from "./contact-link"
import { ContactsEmpty, ContactsGrid, ContactsSkeleton } from "./contacts-grid"
import { ContactsLayoutToggle } from "./contacts-layout-toggle"
import { ContactsPageHeader } from "./contacts-page-header"
import { ContactsPagination } from "./contacts-pagination"
import { ContactsSelectionBar } from "./contacts-selection-bar"
import { ContactsTable } from "./contacts-table"
import { ContactsToolbar } from "./contacts-toolbar"
import { DeleteContactDialog } from "./delete-contact-dialog"
import { NewContactsBar } from "./new-contacts-bar"
import type { ContactListItem } from "@shared/contacts-api"
import { useContactsLayout } from "./use-contacts-layout"
import { useContactsView } from "./use-contacts-view"
import { useExportContacts } from "./use-export-contacts"
import { CallbackDialog, type CallbackTarget } from "../callbacks/callback-dialog"
import { useCallbacks } from "../callbacks/use-callbacks"
import { simulateCallback } from "../calls/use-call-actions"

/** Sandbox: the contact rings back; the toast says what the assistant answered with (issue 36). */
async function ringBack(contact: ContactListItem) {
  try {
    const answer = await simulateCallback(contact.id)
    toast({
      title: "Callback simulated",
      description: answer.spoken ?? `${contact.businessName} hears: “${answer.firstMessage ?? ""}”`,
    })
  } catch (error) {
    toastApiError(error, { title: "Callback Not Simulated", fallback: "The simulated callback failed." })
  }
}

/**
 * SPEC §2.4 Contacts: search, filters, selectable card grid with paging, add/edit/delete, bulk status,
 * export; and (issue 38) a dense table beside the cards, and each contact's drawer (contact-drawer-host.tsx).
 */
export function ContactsPage() {
  const view = useContactsView()
  const { data, error, isValidating, mutate } = view.list
  const exporter = useExportContacts(view.filters)
  const zone = useOperatorZone()
  // `editing` undefined: dialog closed; null: adding; a contact: editing it.
  const [editing, setEditing] = useState<ContactListItem | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<ContactListItem | null>(null)
  const [callbackFor, setCallbackFor] = useState<CallbackTarget | null>(null)
  // Every waiting callback in one read (at most a few hundred), so each card can show its own.
  const { data: waiting } = useCallbacks()
  const callbackOf = new Map((waiting?.callbacks ?? []).map((cb) => [cb.contactId, cb]))
  const sandboxVoice = useSystemStatus().data?.providers?.voice?.mode === "sandbox"
  const [layout, setLayout] = useContactsLayout()
  const openCallback = (contact: ContactListItem) => {
    const cb = callbackOf.get(contact.id)
    setCallbackFor(cb ? { callback: cb } : { contactId: contact.id, businessName: contact.businessName })
  }

  let body
  if (error && !data) {
    body = (
      <Card className="items-center gap-3 px-6 py-10 text-center">
        <p className="font-medium">Could not load contacts.</p>
        <Button variant="outline" onClick={() => void mutate()}>
          Try again
        </Button>
      </Card>
    )
  } else if (!data) {
    // Only before the first answer: while another page or cursor loads, the previous cards stay
    // (keepPreviousData), so holding page 1 at its first row never blanks the grid.
    body = <ContactsSkeleton />
  } else if (data.items.length === 0 && data.total === 0) {
    body = <ContactsEmpty filtering={view.filtering} onAdd={() => setEditing(null)} />
  } else {
    body = (
      <>
        <NewContactsBar count={view.newer} capped={view.newerCapped} onShow={view.showNewer} />
        <ContactsSelectionBar view={view} shown={data.items.length} total={data.total} totalCapped={data.totalCapped} />
        {layout === "table" ? (
          <ContactsTable
            contacts={data.items}
            busy={isValidating && data.page !== view.page}
            zone={zone}
            selected={view.selected}
            onSelectedChange={view.toggle}
            callbackOf={(id) => callbackOf.get(id)}
            actionsOf={(contact) => ({
              onOpen: () => openContactDrawer(contact.id),
              onEdit: () => setEditing(contact),
              onDelete: () => setDeleting(contact),
              onCallback: () => openCallback(contact),
              hasCallback: callbackOf.has(contact.id),
              onSimulateCallback: sandboxVoice ? () => void ringBack(contact) : undefined,
            })}
          />
        ) : (
          <ContactsGrid busy={isValidating && data.page !== view.page}>
            {data.items.map((contact) => (
              <ContactCard
                key={contact.id}
                contact={contact}
                zone={zone}
                selected={view.selected.has(contact.id)}
                onSelectedChange={(on) => view.toggle(contact.id, on)}
                onEdit={() => setEditing(contact)}
                onDelete={() => setDeleting(contact)}
                callback={callbackOf.get(contact.id)}
                onCallback={() => openCallback(contact)}
                onSimulateCallback={sandboxVoice ? () => void ringBack(contact) : undefined}
              />
            ))}
          </ContactsGrid>
        )}
        <ContactsPagination
          page={data.page}
          pages={view.pages}
          pageSize={data.pageSize}
          total={data.total}
          totalCapped={data.totalCapped}
          shown={data.items.length}
          onPageChange={view.setPage}
        />
      </>
    )
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <ContactsPageHeader onExport={() => void exporter.exportCsv()} exportProgress={exporter.progress} />
      <ContactsToolbar view={view} layout={<ContactsLayoutToggle value={layout} onChange={setLayout} />} />
      {body}
      <ContactFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        contact={editing}
      />
      <CallbackDialog target={callbackFor} onClose={() => setCallbackFor(null)} />
      <DeleteContactDialog
        contact={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => view.toggle(id, false)}
      />
    </div>
  )
}

export default ContactsPage
