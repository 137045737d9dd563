import { AlertCircle, ArrowLeft } from "lucide-react"
import { Link, useLocation } from "wouter"

import { buttonVariants } from "@/components/ui/button"
import { Card, CardContent } from "@/components/ui/card"
import { NAV_ITEMS } from "./nav-items"

/** The screens offered from the 404 page, besides the dashboard's own button. */
const MAIN_SCREENS = NAV_ITEMS.filter((item) => item.path !== "/")

/**
 * The router's fallback page (SPEC §2.1, its texts word for word), shown inside the layout so
 * navigation stays at hand, with plain words for the operator and links to the main screens.
 */
export function NotFoundPage() {
  const [location] = useLocation()
  return (
    <div className="flex w-full items-center justify-center py-12">
      <Card className="mx-4 w-full max-w-lg">
        <CardContent className="grid gap-4">
          <div className="flex gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h2 className="text-2xl font-bold text-foreground">404 Page Not Found</h2>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <p className="text-sm" data-testid="not-found-explanation">
            There is no page at <span className="font-mono break-all">{location}</span>. The link may be old or
            mistyped. Pick a screen below to carry on.
          </p>
          <Link href="/" className={buttonVariants({ className: "w-fit" })}>
            <ArrowLeft aria-hidden />
            Go to the dashboard
          </Link>
          <nav aria-label="Main screens">
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {MAIN_SCREENS.map(({ label, path, icon: Icon }) => (
                <li key={path}>
                  <Link
                    href={path}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm underline-offset-2 hover:bg-muted hover:underline focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <Icon className="size-4 text-muted-foreground" aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </CardContent>
      </Card>
    </div>
  )
}
