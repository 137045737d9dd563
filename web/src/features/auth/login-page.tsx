import { useEffect, useState, type FormEvent } from "react"
import { Loader2, LockKeyhole, PhoneCall } from "lucide-react"
import { useLocation, useSearch } from "wouter"

import { API } from "@shared/api-routes/endpoints"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Field, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { useSession } from "@/hooks/use-session"
import { ApiError } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { safeNext } from "./safe-next"

export function LoginPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const next = safeNext(new URLSearchParams(search).get("next"))
  const { data: session } = useSession()

  // Nothing to do here without a password, or with a valid session already.
  useEffect(() => {
    if (session && (!session.passwordRequired || session.authenticated)) navigate(next, { replace: true })
  }, [session, next, navigate])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!password) {
      setError("Enter the operator password.")
      return
    }
    setPending(true)
    setError(null)
    try {
      await apiCall(API.auth.login, { body: { password } })
      // A full load so every cached "unauthorized" answer and the live socket start fresh.
      window.location.assign(next)
    } catch (err) {
      if (err instanceof ApiError && err.code === "no_password") {
        navigate(next, { replace: true })
        return
      }
      setError(err instanceof ApiError ? err.message : "Could not reach the server. Please try again.")
      setPending(false)
    }
  }

  return (
    <div className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <PhoneCall className="size-5" aria-hidden />
          </div>
          <CardTitle className="text-xl">Sign in to ColdCaller</CardTitle>
          <CardDescription>Enter the operator password to continue.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <Field data-invalid={!!error}>
              <FieldLabel htmlFor="password">Password</FieldLabel>
              <Input
                id="password"
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={error ? "password-error" : undefined}
              />
              <FieldError id="password-error">{error}</FieldError>
            </Field>
            <Button type="submit" disabled={pending} className="w-full">
              {pending ? <Loader2 className="animate-spin" /> : <LockKeyhole />}
              {pending ? "Signing in..." : "Sign in"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
