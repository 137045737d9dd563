import { ComingSoon } from "@/components/coming-soon"

export function AutomationPage() {
  return <ComingSoon section="AI Automation" />
}

export default AutomationPage
