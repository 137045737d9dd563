import { useState } from "react"
import { Check, ChevronsUpDown } from "lucide-react"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from "@/components/ui/command"
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover"
import { useContactFacets } from "@/features/contacts/use-contacts"
import { sourceOptions } from "./contact-sources"

const ALL = "All sources"

type SourceFilterProps = { value: string | null; onChange: (label: string | null) => void }

/**
 * The Call Now picker's source filter (SPEC §2.7 "filter by source"): a searchable list of the
 * contacts' own sources, however many imports and searches there were.
 */
export function SourceFilter({ value, onChange }: SourceFilterProps) {
  const [open, setOpen] = useState(false)
  const { data, error } = useContactFacets()
  const labels = sourceOptions(data?.sources ?? [])

  function choose(label: string | null) {
    onChange(label)
    setOpen(false)
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          role="combobox"
          aria-expanded={open}
          aria-label="Filter by source"
          className="max-w-full min-w-0 justify-between font-normal sm:max-w-64"
        >
          <span className={cn("truncate", !value && "text-muted-foreground")}>{value ?? ALL}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" collisionPadding={16} className="w-72 max-w-[calc(100vw-2rem)] p-0">
        <Command label="Search sources" loop>
          <CommandInput placeholder="Search sources…" />
          <CommandList label="Sources" className="max-h-64 p-1">
            <CommandEmpty>{error ? "Sources could not be loaded." : "No source matches."}</CommandEmpty>
            <CommandItem value={ALL} onSelect={() => choose(null)}>
              <Check className={cn(value ? "opacity-0" : "opacity-100")} aria-hidden />
              {ALL}
            </CommandItem>
            {labels.map((label) => (
              <CommandItem key={label} value={label} onSelect={() => choose(label)}>
                <Check className={cn(value === label ? "opacity-100" : "opacity-0")} aria-hidden />
                <span className="min-w-0 break-words">{label}</span>
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  )
}
