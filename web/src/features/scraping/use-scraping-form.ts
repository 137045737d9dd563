import { useRef, useState, type BaseSyntheticEvent } from "react"
import { useForm } from "react-hook-form"
import { SCRAPING_FORM_DEFAULTS, type StartScrapingData } from "@shared/scraping"

import { toast } from "@/hooks/use-toast"
import { ApiError } from "@/lib/api"
import { toastApiError } from "@/lib/toast-error"
import {
  SCRAPING_FORM_INITIAL,
  formFieldFor,
  invalidFormToast,
  scrapingFormResolver,
  type ScrapingFormValues,
} from "./scraping-form-values"
import { hasActiveJob } from "./scraping-status"
import { refreshScraping, startScraping, stopAllScrapingJobs, useScrapingJobs } from "./use-scraping-jobs"

/** SPEC §8 texts of the scraping form. */
export const SCRAPING_TOASTS = {
  started: { title: "Scraping Started", description: "Maps scraping job has been initiated." },
  startFailed: "Failed to start scraping job",
  stopped: { title: "Jobs Stopped", description: "All scraping jobs have been stopped." },
  stopFailed: "Failed to stop scraping jobs",
} as const

/** The Maps Scraping form's state and its four buttons' actions. */
export function useScrapingForm() {
  const form = useForm<ScrapingFormValues, unknown, StartScrapingData>({
    resolver: scrapingFormResolver,
    defaultValues: SCRAPING_FORM_INITIAL,
  })
  const { data: jobs } = useScrapingJobs()
  const jobActive = hasActiveJob(jobs?.jobs)
  // A ref, not state: a second click before React re-renders the disabled button must send nothing.
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [stopping, setStopping] = useState(false)
  const [refreshing, setRefreshing] = useState(false)

  async function start(body: StartScrapingData) {
    try {
      await startScraping(body)
      toast(SCRAPING_TOASTS.started)
      // SPEC §9: Max Results goes back to 100 after a start; the rest stays for the next search.
      form.setValue("maxResults", SCRAPING_FORM_DEFAULTS.maxResultsAfterStart)
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = formFieldFor(issue.path)
          if (field) form.setError(field, { type: "server", message: issue.message })
        }
      }
      toastApiError(error, { fallback: SCRAPING_TOASTS.startFailed, reason: "replace" })
    }
  }

  const submit = form.handleSubmit(start, (errors) => {
    const content = invalidFormToast(errors)
    if (content) toast(content)
  })

  async function onSubmit(event?: BaseSyntheticEvent) {
    event?.preventDefault()
    if (inFlight.current || jobActive) return
    inFlight.current = true
    setSubmitting(true)
    try {
      await submit(event)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  async function stopAll() {
    setStopping(true)
    try {
      await stopAllScrapingJobs()
      toast(SCRAPING_TOASTS.stopped)
    } catch (error) {
      toastApiError(error, { fallback: SCRAPING_TOASTS.stopFailed })
    } finally {
      setStopping(false)
    }
  }

  async function refresh() {
    setRefreshing(true)
    try {
      await refreshScraping()
    } finally {
      setRefreshing(false)
    }
  }

  return {
    form,
    jobActive,
    submitting,
    stopping,
    refreshing,
    onSubmit,
    clear: () => form.reset(SCRAPING_FORM_INITIAL),
    stopAll,
    refresh,
  }
}
