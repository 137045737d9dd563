/**
 * North American numbers for display without the phone library: the browser's first script (the
 * live channel's toasts) must not carry libphonenumber's metadata. `formatPhoneDisplay` in phone.ts
 * takes this path first too, so both print the same.
 */
export function formatNanpDisplay(e164: string): string | null {
  const nanpNumber = /^\+1([2-9]\d{2})(\d{3})(\d{4})$/.exec(e164)
  return nanpNumber ? `(${nanpNumber[1]}) ${nanpNumber[2]}-${nanpNumber[3]}` : null
}
