import { ComingSoon } from "@/components/coming-soon"

export function ContactsPage() {
  return <ComingSoon section="Contacts" />
}

export default ContactsPage
