import { downloadTextFile } from "@/lib/download-file"

/** The file "Download Template" saves: our header names plus two fictional example rows. */
export const TEMPLATE_FILE_NAME = "contacts-template.csv"

export const TEMPLATE_CSV =
  [
    "Business Name,Phone Number,Address,Category",
    '"Bright Smile Dental","(616) 555-0101","123 Main St, Grand Rapids, MI 49503",Dentist',
    '"Corner Market","(616) 555-0102","456 Oak Ave, Grand Rapids, MI 49504",Convenience Store',
  ].join("\r\n") + "\r\n"

export function downloadTemplate() {
  downloadTextFile(TEMPLATE_CSV, TEMPLATE_FILE_NAME)
}
