import { Download, FileDown, Loader2 } from "lucide-react"

import { Button } from "@/components/ui/button"
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { CreateScrapedCampaignDialog } from "./create-scraped-campaign-dialog"
import { useExportScraped } from "./use-export-scraped"
import { useScrapedGroups } from "./use-scraped-contacts"

const ALL = "__all__"

type Props = { label: string; onLabelChange: (label: string) => void }

/** The search-label filter, the Export menu and Create Campaign above the Scraped Contacts table. */
export function ScrapedContactsToolbar({ label, onLabelChange }: Props) {
  const { data } = useScrapedGroups()
  const { exporting, exportContacts, exportJobs } = useExportScraped()
  const groups = data?.groups ?? []
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Select value={label || ALL} onValueChange={(v) => onLabelChange(v === ALL ? "" : v)}>
        <SelectTrigger aria-label="Filter by search" className="w-full min-w-0 sm:w-72">
          <SelectValue placeholder="All searches" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All searches</SelectItem>
          {groups.map((g) => (
            <SelectItem key={g.label} value={g.label}>
              {g.label} ({g.count.toLocaleString("en-US")})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="grid grid-cols-2 gap-2 sm:ml-auto sm:flex">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" disabled={exporting !== null}>
              {exporting ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
              {exporting ? "Exporting..." : "Export"}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={exportContacts}>
              <FileDown aria-hidden />
              Export Contacts
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={exportJobs}>
              <FileDown aria-hidden />
              Export Jobs
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <CreateScrapedCampaignDialog />
      </div>
    </div>
  )
}
