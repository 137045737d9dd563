import { ComingSoon } from "@/components/coming-soon"

export function SheetsPage() {
  return <ComingSoon section="Google Sheets Integration" />
}

export default SheetsPage
