import { useState } from "react"
import { FileText } from "lucide-react"

import { Button } from "@/components/ui/button"
import { CallDetailsDialog } from "../calls/call-details-dialog"
import { useCallDetails } from "../calls/use-call-details"

/**
 * The demo's call (transcript, recording) one click away: the Call Details dialog of the calls
 * screen, opened once GET /api/calls/:id answered so it shows the real call, not a made-up row.
 */
export function ViewCallButton({ callId }: { callId: number }) {
  const [wanted, setWanted] = useState(false)
  const { data, error, isLoading } = useCallDetails(wanted ? callId : null)
  return (
    <>
      <Button variant="outline" size="sm" disabled={wanted && isLoading} onClick={() => setWanted(true)}>
        <FileText aria-hidden />
        {wanted && isLoading ? "Loading call..." : "View Call & Transcript"}
      </Button>
      {wanted && error && !data && <p className="text-sm text-destructive">The call could not be loaded.</p>}
      <CallDetailsDialog call={wanted ? (data ?? null) : null} onOpenChange={(open) => !open && setWanted(false)} />
    </>
  )
}
