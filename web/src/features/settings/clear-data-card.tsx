import { Link } from "wouter"
import { TriangleAlert } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"

/**
 * SPEC §2.10: "Clear All Data only shows a notice and does nothing else". The notice says so and
 * points at the ways data really goes: the retention periods and deleting contacts.
 */
export function ClearDataCard() {
  return (
    <Card className="gap-4 border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          Clear All Data
        </CardTitle>
        <CardDescription>Contacts, calls, campaigns and demos are not deleted in bulk from here.</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" className="border-destructive/50 text-destructive hover:text-destructive">
              Clear All Data
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Nothing has been deleted</DialogTitle>
              <DialogDescription>
                This button only shows this notice: clearing all data at once is not offered, so a slip cannot lose your
                contacts, call history and booked demos.
              </DialogDescription>
            </DialogHeader>
            <ul className="grid list-disc gap-2 pl-5 text-sm">
              <li>
                To remove old call logs and scraped leads automatically, choose a shorter period under{" "}
                <span className="font-medium">Data Retention</span>; older data is then removed once a day.
              </li>
              <li>
                To delete particular contacts, open{" "}
                <DialogClose asChild>
                  <Link href="/contacts" className="font-medium text-primary underline-offset-4 hover:underline">
                    Contacts
                  </Link>
                </DialogClose>{" "}
                and delete them there.
              </li>
              <li>Campaigns and demos are deleted from Call Management and the Demo Calendar.</li>
            </ul>
            <DialogFooter>
              <DialogClose asChild>
                <Button>OK</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  )
}
