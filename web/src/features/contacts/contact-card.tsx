import { CalendarClock, MapPin, Phone, PhoneCall } from "lucide-react"
import type { CallbackView } from "@shared/api-routes/callbacks"

import { formatPhoneDisplay } from "@shared/phone"
import { Badge } from "@/components/ui/badge"
import { Card } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { cn } from "@/lib/utils"
import { ContactActionsMenu } from "./contact-actions-menu"
import { openContactDrawer } from "./contact-link"
import { ContactNameLink } from "./contact-name-link"
import { callCountLabel, lastCallText, statusLabel, statusVariant } from "./contact-status"
import { callbackTime } from "../callbacks/callback-format"
import type { ContactListItem } from "@shared/contacts-api"

type ContactCardProps = {
  contact: ContactListItem
  /** The operator's time zone (useOperatorZone), read once by the page for every card. */
  zone: string
  selected: boolean
  onSelectedChange: (selected: boolean) => void
  onEdit: () => void
  onDelete: () => void
  /** The contact's waiting callback, if any. */
  callback?: CallbackView
  /** Opens the callback dialog: move/drop `callback`, or add one. */
  onCallback: () => void
  /** Sandbox only: the contact rings the app's number, as a lead calling back (issue 36). */
  onSimulateCallback?: () => void
}

/**
 * One contact in the grid (SPEC §2.4): details, badges, call stats, a checkbox and the Edit/Delete menu;
 * its name opens the contact's drawer (issue 38).
 */
export function ContactCard({
  contact,
  zone,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
  callback,
  onCallback,
  onSimulateCallback,
}: ContactCardProps) {
  const checkboxId = `contact-select-${contact.id}`
  const lastCall = lastCallText(contact.lastCall, zone)
  return (
    <Card
      data-testid="contact-card"
      className={cn("min-w-0 gap-3 p-4 transition-colors", selected && "border-primary/60 bg-primary/5")}
    >
      <div className="flex items-start gap-1">
        {/* The label widens the hit area of the small box to a comfortable touch target. */}
        <label htmlFor={checkboxId} className="-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center">
          <Checkbox
            id={checkboxId}
            checked={selected}
            onCheckedChange={(v) => onSelectedChange(v === true)}
            aria-label={`Select ${contact.businessName}`}
          />
        </label>
        <h3 className="min-w-0 flex-1 pt-0.5 leading-snug font-semibold break-words">
          <ContactNameLink contactId={contact.id}>{contact.businessName}</ContactNameLink>
        </h3>
        <ContactActionsMenu
          businessName={contact.businessName}
          className="-my-1 -mr-2"
          onOpen={() => openContactDrawer(contact.id)}
          onEdit={onEdit}
          onDelete={onDelete}
          onCallback={onCallback}
          hasCallback={Boolean(callback)}
          onSimulateCallback={onSimulateCallback}
        />
      </div>

      <div className="grid gap-1.5 text-sm text-muted-foreground">
        <a href={`tel:${contact.phone}`} className="flex w-fit items-center gap-2 text-foreground hover:underline">
          <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {formatPhoneDisplay(contact.phone)}
        </a>
        {contact.address && (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="line-clamp-2 break-words">{contact.address}</span>
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-1.5">
        <Badge variant={statusVariant(contact.status)}>{statusLabel(contact.status)}</Badge>
        {contact.category && (
          <Badge variant="outline" className="max-w-full">
            <span className="truncate">{contact.category}</span>
          </Badge>
        )}
        {contact.placeTypeLabel && contact.placeTypeLabel !== contact.category && (
          <Badge
            variant="secondary"
            className="max-w-full"
            title={`Google's type for this business: ${contact.placeType ?? contact.placeTypeLabel}`}
            data-testid="contact-place-type"
          >
            <span className="truncate">{contact.placeTypeLabel}</span>
          </Badge>
        )}
      </div>

      {callback && (
        <button
          type="button"
          data-testid="contact-callback"
          onClick={onCallback}
          className="flex w-full items-start gap-2 rounded-md bg-amber-100 px-2 py-1.5 text-left text-xs text-amber-900 hover:bg-amber-200 dark:bg-amber-950 dark:text-amber-200"
        >
          <CalendarClock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0">
            <span className="font-medium">
              {callback.state === "dialing"
                ? "Calling back now"
                : `Callback ${callbackTime(callback.dialAt, callback.timeZone)}`}
            </span>
            {callback.reason && <span className="block truncate">{callback.reason}</span>}
          </span>
        </button>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <PhoneCall className="size-3.5" aria-hidden />
          {callCountLabel(contact.callCount)}
        </span>
        {lastCall && <span>{lastCall}</span>}
      </div>
    </Card>
  )
}
