import { AlertCircle, ArrowLeft } from "lucide-react"
import { Link } from "wouter"

import { buttonVariants } from "@/components/ui/button"
import { Card, CardContent } from "@/components/ui/card"

/**
 * The router's fallback page (SPEC §2.1, its texts word for word), shown inside the layout so
 * navigation stays at hand, plus a way back to the dashboard.
 */
export function NotFoundPage() {
  return (
    <div className="flex w-full items-center justify-center py-12">
      <Card className="mx-4 w-full max-w-md">
        <CardContent className="grid gap-4">
          <div className="flex gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h2 className="text-2xl font-bold text-foreground">404 Page Not Found</h2>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonVariants({ className: "w-fit" })}>
            <ArrowLeft aria-hidden />
            Go to the dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  )
}
