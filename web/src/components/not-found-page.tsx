import { AlertCircle } from "lucide-react"

import { Card, CardContent } from "@/components/ui/card"

/** The router's fallback page (SPEC §2.1), shown inside the layout so navigation stays at hand. */
export function NotFoundPage() {
  return (
    <div className="flex w-full items-center justify-center py-12">
      <Card className="mx-4 w-full max-w-md">
        <CardContent>
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h2 className="text-2xl font-bold text-foreground">404 Page Not Found</h2>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  )
}
