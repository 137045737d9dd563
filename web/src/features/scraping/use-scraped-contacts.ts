import { useEffect } from "react"
import { API } from "@shared/api-routes/endpoints"
import { CONTACTS_PAGE_SIZE } from "@shared/contacts"
import type { ScrapedCampaignInput } from "@shared/scraping"

import { useApi } from "@/hooks/use-api"
import { subscribeNewContacts } from "@/hooks/use-live"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { SCRAPING_PATH } from "./use-scraping-jobs"

export const SCRAPED_CONTACTS_PATH = `${SCRAPING_PATH}/contacts`
export const SCRAPED_GROUPS_KEY = `${SCRAPING_PATH}/groups`
/** While contacts stream in, the table re-reads at most this often (one request, not one per contact). */
export const STREAM_REFRESH_MS = 1500

export const scrapedContactsParams = (page: number, label: string, pageSize = CONTACTS_PAGE_SIZE) => ({
  page,
  pageSize,
  label,
})

/**
 * One page of the Scraped Contacts table (25, newest first), optionally one search label. The
 * previous page stays on screen while the next loads. Found contacts re-read it, throttled.
 */
export function useScrapedContacts(page: number, label: string) {
  const swr = useApi(
    API.scraping.contacts,
    { query: scrapedContactsParams(page, label) },
    {
      keepPreviousData: true,
      revalidateIfStale: true,
    }
  )
  const { mutate } = swr
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    const unsubscribe = subscribeNewContacts(() => {
      timer ??= setTimeout(() => {
        timer = null
        void mutate()
      }, STREAM_REFRESH_MS)
    })
    return () => {
      unsubscribe()
      if (timer) clearTimeout(timer)
    }
  }, [mutate])
  return swr
}

/** The search labels of scraped contacts, with counts and 3 names each (filter and Create Campaign). */
export function useScrapedGroups() {
  return useApi(API.scraping.groups, undefined, { revalidateIfStale: true })
}

/** POST /api/scraping/campaign: a draft over the chosen groups, with the import-screen defaults. */
export async function createScrapedCampaign(body: ScrapedCampaignInput) {
  const { campaign } = await apiCall(API.scraping.campaign, { body })
  // The calls screen's campaign lists show the new draft.
  void revalidatePrefixes("/api/campaigns")
  return campaign
}
