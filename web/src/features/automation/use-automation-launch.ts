import { useEffect, useRef, useState } from "react"
import { AUTOMATION_MESSAGES } from "@shared/automation"
import { CALLING_HOURS_PRESETS, hoursReach } from "@shared/calling-hours"
import { cityZone } from "@shared/us-zones"

import { useOperatorZone } from "@/hooks/use-operator-zone"
import { toast } from "@/hooks/use-toast"
import { useCalleeHoursOnly, useStartingHours, type CallingHoursValue } from "@/features/campaigns/calling-hours-value"
import { toastApiError } from "@/lib/toast-error"
import { readAutomationForm, saveAutomationForm } from "./automation-form-storage"
import { chosenCity, launchRequest, messageToast, type AutomationSelection } from "./automation-selection"
import { launchCityCampaign, refreshLatestRun } from "./use-automation"

/** SPEC §2.6: the server's message after a launch stays this long. */
export const LAUNCH_MESSAGE_MS = 5000

/**
 * SPEC §2.6/§9: the run's campaign calls 12:01 AM to 6:00 AM, every day, unless Settings' calling
 * policy (or the callee rule) starts it elsewhere or the operator picks other hours.
 */
const SPEC_HOURS: CallingHoursValue = {
  startTime: CALLING_HOURS_PRESETS.overnight.startTime,
  endTime: CALLING_HOURS_PRESETS.overnight.endTime,
  workDays: [...CALLING_HOURS_PRESETS.overnight.workDays],
}

/** Start Scraping: one request per click burst, the server's message for 5 s, failures as a toast. */
export function useAutomationLaunch(selection: AutomationSelection, running: boolean) {
  // The starting hours follow the settings until the operator picks hours here.
  const starting = useStartingHours(SPEC_HOURS)
  // Picked hours and zone are kept for the tab's session (issue 38), as steps 1 and 2 are.
  const [picked, setHours] = useState<CallingHoursValue | null>(() => readAutomationForm().hours ?? null)
  useEffect(() => saveAutomationForm({ hours: picked }), [picked])
  const hours = picked ?? starting
  // The campaign's zone is the city's own (El Paso's is Mountain, not the operator's Eastern), else
  // the operator's; the operator may pick another, kept for this target only.
  const operatorZone = useOperatorZone()
  const city = chosenCity(selection)
  const targetKey = `${selection.state ?? ""}|${city}`
  const [pickedZone, setPickedZone] = useState<{ key: string; zone: string } | null>(
    () => readAutomationForm().zone ?? null
  )
  useEffect(() => saveAutomationForm({ zone: pickedZone }), [pickedZone])
  const zone =
    (pickedZone?.key === targetKey ? pickedZone.zone : null) ??
    (selection.state ? cityZone(selection.state, city || null) : null) ??
    operatorZone
  const setZone = (next: string) => setPickedZone({ key: targetKey, zone: next })
  const unreachable = hoursReach(hours, useCalleeHoursOnly()) === "none"
  // A ref, not state: a second click before React re-renders the disabled button must send nothing.
  const inFlight = useRef(false)
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null)

  // Keyed on the launch, so a second launch within 5 s restarts the clock.
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(null), LAUNCH_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [message])

  async function launch() {
    if (inFlight.current || running || unreachable) return
    const request = launchRequest(selection)
    if (!request.ok) {
      toast(messageToast(request.message))
      return
    }
    inFlight.current = true
    setPending(true)
    try {
      const response = await launchCityCampaign({ ...request.body, callingHours: { ...hours, timezone: zone } })
      setMessage({ text: response.message, at: Date.now() })
    } catch (error) {
      // Another run started elsewhere (409), or the answer was lost after the server started ours:
      // show what the server has instead of a stale READY.
      void refreshLatestRun()
      toastApiError(error, {
        title: AUTOMATION_MESSAGES.failedTitle,
        fallback: AUTOMATION_MESSAGES.failedFallback,
        reason: "replace",
      })
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  return { launch, pending, message: message?.text ?? null, hours, setHours, zone, setZone, operatorZone, unreachable }
}
