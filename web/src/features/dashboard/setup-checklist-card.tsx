import { useState } from "react"
import { CheckCircle2, Circle, ListChecks, Loader2, RefreshCw } from "lucide-react"
import type { SetupLine } from "@shared/api-routes/settings"
import { Link } from "wouter"

import { toast } from "@/hooks/use-toast"
import { serverMessage } from "@/lib/toast-error"
import { cn } from "@/lib/utils"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"
import { checklistHeadline } from "./setup-checklist-text"
import { dismissSetup, recheckSetup, useSetupChecklist } from "./use-setup-checklist"

function ChecklistLine({ line }: { line: SetupLine }) {
  return (
    <li className="flex items-start gap-3 py-2 text-sm" data-testid={`setup-${line.id}`} data-done={line.done}>
      {line.done ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Done" />
      ) : (
        <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Not done" />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn("font-medium", line.done && "text-muted-foreground")}>{line.label}</span>
          {line.sandbox && <Badge variant="warning">Sandbox</Badge>}
          {!line.required && <span className="text-xs text-muted-foreground">Optional</span>}
        </div>
        <p className={cn("text-xs break-words", line.done ? "text-muted-foreground" : "text-foreground")}>
          {line.detail}
        </p>
      </div>
      {line.href && !line.done && (
        <Button asChild size="sm" variant="outline" className="shrink-0">
          <Link href={line.href}>Fix</Link>
        </Button>
      )}
    </li>
  )
}

/** The dashboard's setup checklist: shown until every required step is done and it is dismissed. */
export function SetupChecklistCard() {
  const { data } = useSetupChecklist()
  const [busy, setBusy] = useState<"check" | "dismiss" | null>(null)
  if (!data || data.dismissed) return null
  const left = data.lines.filter((l) => !l.done).length

  async function run(kind: "check" | "dismiss") {
    setBusy(kind)
    try {
      await (kind === "check" ? recheckSetup() : dismissSetup())
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Setup Checklist",
        description: serverMessage(err, [409]) ?? "Please try again.",
      })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card className="gap-3" data-testid="setup-checklist">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-5" aria-hidden />
          Setup checklist
        </CardTitle>
        <CardDescription>
          {checklistHeadline(left, data.lines.length, data.sandboxed.length > 0)}
          {data.sandboxed.length > 0 && ` Sandboxed (simulated, no key needed here): ${data.sandboxed.join(", ")}.`}
        </CardDescription>
        <CardAction>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => void run("check")}
            disabled={busy !== null}
            aria-label="Check again"
          >
            <RefreshCw className={cn(busy === "check" && "animate-spin")} />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {data.lines.map((line) => (
            <ChecklistLine key={line.id} line={line} />
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {data.ready ? "All required steps are done." : "Finish the required steps to dismiss this checklist."}
        </p>
        <Button size="sm" onClick={() => void run("dismiss")} disabled={!data.ready || busy !== null}>
          {busy === "dismiss" && <Loader2 className="animate-spin" aria-hidden />}
          Dismiss
        </Button>
      </CardFooter>
    </Card>
  )
}
