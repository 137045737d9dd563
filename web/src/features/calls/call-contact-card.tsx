import { useState } from "react"
import { Loader2, Phone, PhoneCall } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { toast } from "@/hooks/use-toast"
import type { SelectableContact } from "./contact-sources"
import { ContactSelector } from "./contact-selector"
import { callNowWithToasts } from "./use-call-actions"

/** SPEC §2.7 "Call Individual Contact": pick one contact and call it now. */
export function CallContactCard() {
  const [contact, setContact] = useState<SelectableContact | null>(null)
  const [calling, setCalling] = useState(false)

  async function callNow() {
    if (!contact) {
      toast({ variant: "destructive", title: "Error", description: "Please select a contact to call" })
      return
    }
    setCalling(true)
    try {
      await callNowWithToasts(contact)
    } finally {
      setCalling(false)
    }
  }

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PhoneCall className="size-5" aria-hidden />
          Call Individual Contact
        </CardTitle>
        <CardDescription>Pick a contact and place one call right away.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="min-w-0 flex-1">
            <ContactSelector value={contact} onChange={setContact} />
          </div>
          <Button onClick={callNow} disabled={calling} className="sm:w-32">
            {calling ? <Loader2 className="animate-spin" /> : <Phone />}
            {calling ? "Calling..." : "Call Now"}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
