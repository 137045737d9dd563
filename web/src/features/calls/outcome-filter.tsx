import { CALL_RESULT_VALUES, type CallResultValue } from "@shared/calls"

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { resultLabel } from "./call-format"

const ALL = "__all__"

/** Call History's outcome filter: every stored result, voicemail with and without a message apart. */
export function OutcomeFilter({
  value,
  onChange,
}: {
  value: CallResultValue | null
  onChange: (result: CallResultValue | null) => void
}) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? null : (v as CallResultValue))}>
      <SelectTrigger size="sm" aria-label="Filter by outcome" className="w-full min-w-44 sm:w-auto">
        <SelectValue placeholder="All outcomes" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All outcomes</SelectItem>
        {CALL_RESULT_VALUES.map((r) => (
          <SelectItem key={r} value={r}>
            {resultLabel(r)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
