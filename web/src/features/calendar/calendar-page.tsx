import { ComingSoon } from "@/components/coming-soon"

export function CalendarPage() {
  return <ComingSoon section="Demo Calendar" />
}

export default CalendarPage
