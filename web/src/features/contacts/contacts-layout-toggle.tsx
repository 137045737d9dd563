import { LayoutGrid, Table2 } from "lucide-react"

import { Button } from "@/components/ui/button"
import { cn } from "@/lib/utils"
import type { ContactsLayout } from "./use-contacts-layout"

const OPTIONS = [
  { value: "cards", label: "Cards", Icon: LayoutGrid },
  { value: "table", label: "Table", Icon: Table2 },
] as const

/** Cards or Table: two pressed-state buttons in one group. */
export function ContactsLayoutToggle({
  value,
  onChange,
}: {
  value: ContactsLayout
  onChange: (layout: ContactsLayout) => void
}) {
  return (
    <div role="group" aria-label="Layout" className="flex rounded-md border p-0.5">
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <Button
          key={option}
          variant="ghost"
          size="sm"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn("h-9 flex-1 gap-1.5 px-2.5 sm:h-8", value === option && "bg-accent text-accent-foreground")}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  )
}
