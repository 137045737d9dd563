import { Construction } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"

/** Honest placeholder for a section that is not built yet (no sample data). */
export function ComingSoon({ section }: { section: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Construction className="size-5" aria-hidden />
        </div>
        <CardTitle>{section}</CardTitle>
        <CardDescription>This section is coming soon.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        It is being built and will appear here in a later update.
      </CardContent>
    </Card>
  )
}
