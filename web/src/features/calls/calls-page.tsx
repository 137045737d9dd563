import { ComingSoon } from "@/components/coming-soon"

export function CallsPage() {
  return <ComingSoon section="Call Management" />
}

export default CallsPage
