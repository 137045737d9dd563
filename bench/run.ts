import { runAnalyticsBench } from "./analytics.bench"
import { runAutomationBench } from "./automation.bench"
import { runBundleBench } from "./bundle.bench"
import { runCalendarBench } from "./calendar.bench"
import { runCallsBench } from "./calls.bench"
import { runContactsBench } from "./contacts.bench"
import { runDialerBench } from "./dialer.bench"
import { runScrapingBench } from "./scraping.bench"
import { runSheetsBench } from "./sheets.bench"

const only = process.argv[2]
const suites: Record<string, () => Promise<void>> = {
  contacts: () => runContactsBench(),
  "contacts-sql": () => runContactsBench({ sqlOnly: true }),
  dialer: () => runDialerBench(),
  calls: () => runCallsBench(),
  scraping: () => runScrapingBench(),
  automation: () => runAutomationBench(),
  calendar: () => runCalendarBench(),
  sheets: () => runSheetsBench(),
  bundle: () => runBundleBench(),
  analytics: () => runAnalyticsBench(),
  "calls-sql": () => runCallsBench({ sqlOnly: true }),
}
for (const [name, run] of Object.entries(suites)) {
  if (only ? only !== name : name.endsWith("-sql")) continue
  await run()
}
