/**
 * "Without website" means no site of its own: businesses may list a social or directory page as
 * their website (a Facebook page, a Yelp listing), which lead tools count as none.
 */
const NOT_A_WEBSITE = /(^|\.)(facebook|fb|instagram|yelp|linktr|twitter|x|tiktok|nextdoor)\.|(^|\.)business\.site\.$/i

export function isOwnWebsite(url: string | null): boolean {
  if (!url) return false
  try {
    return !NOT_A_WEBSITE.test(`${new URL(url).hostname}.`)
  } catch {
    return false
  }
}
