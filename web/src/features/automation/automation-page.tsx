import { CategoriesStep } from "./categories-step"
import { CityStep } from "./city-step"
import { OverviewStep } from "./overview-step"
import { RunProgressCard } from "./run-progress-card"
import { RunTopCard } from "./run-top-card"
import { StateStep } from "./state-step"
import { useLatestRun } from "./use-automation"
import { useAutomationLaunch } from "./use-automation-launch"
import { useAutomationSelection } from "./use-automation-selection"

/**
 * SPEC §2.6: a city-wide campaign in four stacked steps (state, city, the searches, launch), then
 * the latest run's progress or result under the button that started it.
 */
export function AutomationPage() {
  const { selection, state, target, setState, setWebsiteFilter, selectCity, setCustomCity, setMode } =
    useAutomationSelection()
  const { data: latest } = useLatestRun()
  const run = latest?.run ?? null
  const running = run?.status === "running"
  const { launch, pending, message, hours, setHours, zone, setZone, operatorZone, unreachable } = useAutomationLaunch(
    selection,
    running
  )
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      {/* The header names the screen (issue 38): the page says only what a run does. */}
      {/* Issue 38: a running run first, with its own Stop; its details stay under the launch. */}
      {running && run && <RunTopCard run={run} />}
      <p className="text-sm text-muted-foreground">
        Search a whole city in 8 business categories, then call the contacts found in a campaign that starts tomorrow.
      </p>
      <StateStep
        state={selection.state}
        websiteFilter={selection.websiteFilter}
        onStateChange={setState}
        onWebsiteFilterChange={setWebsiteFilter}
        disabled={pending}
      />
      <CityStep
        selection={selection}
        state={state}
        onSelectCity={selectCity}
        onCustomCityChange={setCustomCity}
        onModeChange={setMode}
        disabled={pending}
      />
      <CategoriesStep run={running ? run : null} />
      <OverviewStep
        target={target}
        websiteFilter={selection.websiteFilter}
        pending={pending}
        running={running}
        message={message}
        hours={hours}
        onHoursChange={setHours}
        zone={zone}
        onZoneChange={setZone}
        operatorZone={operatorZone}
        unreachable={unreachable}
        onStart={() => void launch()}
      />
      {run && <RunProgressCard run={run} />}
    </div>
  )
}

export default AutomationPage
