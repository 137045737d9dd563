import { cn } from "@/lib/utils"
import { SETTINGS_GROUPS, type SettingsSection } from "./settings-sections"
import { useActiveSection } from "./use-active-section"

/** Scrolls to a section and puts it in the address bar (a deep link), without a history entry per jump. */
function goTo(id: string) {
  window.history.replaceState(window.history.state, "", `#${id}`)
  document.getElementById(id)?.scrollIntoView({ block: "start" })
}

/**
 * Settings' section navigation: a sticky list beside the sections on a wide screen, a picker pinned
 * above them on a phone. Both are links to the sections' anchors, so a section can be shared.
 */
export function SettingsNav({ sections }: { sections: readonly SettingsSection[] }) {
  const active = useActiveSection(sections.map((s) => s.id))
  return (
    <>
      <nav
        aria-label="Settings sections"
        className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto lg:block"
      >
        {SETTINGS_GROUPS.map((group) => (
          <div key={group} className="mb-4">
            <p className="mb-1 px-3 text-xs font-medium text-muted-foreground">{group}</p>
            <ul className="grid gap-0.5">
              {sections
                .filter((s) => s.group === group)
                .map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      onClick={(e) => {
                        e.preventDefault()
                        goTo(s.id)
                      }}
                      aria-current={active === s.id ? "location" : undefined}
                      className={cn(
                        "block rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-foreground",
                        active === s.id && "bg-accent font-medium text-foreground"
                      )}
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="sticky top-0 z-10 -mx-4 -mt-4 border-b bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:-mt-6 sm:px-6 lg:hidden">
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          Go to section
          <select
            className="h-10 w-full rounded-md border bg-background px-3 text-sm text-foreground"
            value={active}
            onChange={(e) => goTo(e.target.value)}
            data-testid="settings-section-picker"
          >
            {SETTINGS_GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {sections
                  .filter((s) => s.group === group)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
    </>
  )
}
