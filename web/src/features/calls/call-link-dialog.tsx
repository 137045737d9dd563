import { CallDetailsDialog } from "./call-details-dialog"
import { useCallLink } from "./use-call-link"

/** The Call Details dialog of a `/calls?call=<id>` link; closing it clears the link. */
export function CallLinkDialog() {
  const { call, close } = useCallLink()
  return <CallDetailsDialog call={call} onOpenChange={(open) => !open && close()} />
}
