/**
 * The checklist's first line. All done in the sandbox is not "set up": calls are simulated, so it
 * says the app is ready to try, not live (a new operator read "Everything is set up" as "ready to call
 * real businesses").
 */
export function checklistHeadline(left: number, total: number, sandboxed: boolean) {
  if (left) return `${left} of ${total} steps left before going live.`
  return sandboxed ? "Sandbox: ready to try, not live." : "Everything is set up and checked."
}
