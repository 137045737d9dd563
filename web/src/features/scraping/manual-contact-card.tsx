import { useState, type FormEvent } from "react"
import { UserPlus } from "lucide-react"
import { PHONE_INPUT_MAX_LENGTH } from "@shared/phone"

import { toast } from "@/hooks/use-toast"
import { ApiError, apiFetch, revalidatePrefixes } from "@/lib/api"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { nextPhoneInput } from "@/lib/phone-input"

const EMPTY = { businessName: "", phone: "", address: "", category: "" }

const FIELDS: {
  name: keyof typeof EMPTY
  label: string
  placeholder: string
  maxLength: number
  autoComplete?: string
}[] = [
  { name: "businessName", label: "Business Name *", placeholder: "Bright Smile Dental", maxLength: 200, autoComplete: "organization" },
  { name: "phone", label: "Phone Number *", placeholder: "(555) 123-4567", maxLength: PHONE_INPUT_MAX_LENGTH, autoComplete: "tel" },
  { name: "address", label: "Address (optional)", placeholder: "123 Main St, Grand Rapids, MI", maxLength: 500 },
  { name: "category", label: "Category (optional)", placeholder: "Dentist", maxLength: 120 },
]

/** Why an add failed, beyond the spec's generic text: the existing contact on a 409, else the server's reason. */
function failureDetail(error: unknown) {
  if (!(error instanceof ApiError)) return ""
  if (error.status === 409) {
    const existing = error.detail<{ businessName?: string; phone?: string }>("existing")
    return existing?.businessName
      ? `Contact already exists: ${existing.businessName} - ${existing.phone ?? ""}`
      : error.message
  }
  return error.status === 400 ? (error.issues[0]?.message ?? error.message) : ""
}

/** SPEC §2.5 "Add Manual Contact": one contact typed in by hand, stored with source "Manual Entry". */
export function ManualContactCard() {
  const [form, setForm] = useState(EMPTY)
  const [adding, setAdding] = useState(false)
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.businessName.trim() || !form.phone.trim()) {
      toast({
        variant: "destructive",
        title: "Missing Information",
        description: "Business name and phone number are required",
      })
      return
    }
    setAdding(true)
    try {
      await apiFetch("/api/contacts", {
        method: "POST",
        body: {
          businessName: form.businessName.trim(),
          phone: form.phone,
          address: form.address.trim(),
          category: form.category.trim(),
          source: "Manual Entry",
          status: "ready",
        },
      })
      toast({ title: "Contact Added", description: "Contact has been successfully added to your database." })
      setForm(EMPTY)
      void revalidatePrefixes("/api/contacts")
    } catch (error) {
      const detail = failureDetail(error)
      toast({
        variant: "destructive",
        title: "Error",
        description: detail ? `Failed to add contact. Please try again. ${detail}` : "Failed to add contact. Please try again.",
      })
    } finally {
      setAdding(false)
    }
  }

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
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, placeholder, maxLength, autoComplete }) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={`manual-${name}`}>{label}</Label>
              <Input
                id={`manual-${name}`}
                value={form[name]}
                onChange={(e) => set(name)(e.target.value)}
                placeholder={placeholder}
                maxLength={maxLength}
                autoComplete={autoComplete}
                {...(name === "phone"
                  ? {
                      type: "tel",
                      inputMode: "tel",
                      // Backspace over ")" or "-" must delete a digit, not be undone by the formatter.
                      onChange: (e) => set("phone")(nextPhoneInput(form.phone, e.target.value)),
                    }
                  : {})}
              />
            </div>
          ))}
          <Button type="submit" disabled={adding} className="sm:col-span-2">
            {adding ? "Adding..." : "Add Contact"}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
