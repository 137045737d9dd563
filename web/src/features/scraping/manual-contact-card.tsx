import { UserPlus } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { ContactForm } from "@/features/contacts/contact-form"
import type { ContactFormIn } from "@/features/contacts/contact-form-values"
import { toast } from "@/hooks/use-toast"

/** SPEC §5: the import screen names both required fields in one toast, before anything is sent. */
function missingRequired(values: ContactFormIn) {
  if (values.businessName.trim() && values.phone.trim()) return
  toast({
    variant: "destructive",
    title: "Missing Information",
    description: "Business name and phone number are required",
  })
}

/** SPEC §2.5 "Add Manual Contact": one contact typed in by hand (stored with the manual source). */
export function ManualContactCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5" aria-hidden />
          Add Manual Contact
        </CardTitle>
        <CardDescription>Add a single business contact by hand.</CardDescription>
      </CardHeader>
      <CardContent>
        <ContactForm
          id="manual"
          optionalSuffix="(optional)"
          onInvalidSubmit={missingRequired}
          className="sm:grid-cols-2"
        >
          {(pending) => (
            <Button type="submit" disabled={pending} className="sm:col-span-2">
              {pending ? "Adding..." : "Add Contact"}
            </Button>
          )}
        </ContactForm>
      </CardContent>
    </Card>
  )
}
