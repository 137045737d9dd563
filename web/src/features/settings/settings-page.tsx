import { ComingSoon } from "@/components/coming-soon"

export function SettingsPage() {
  return <ComingSoon section="Settings" />
}

export default SettingsPage
