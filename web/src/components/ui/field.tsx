import type * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { Label } from "@/components/ui/label"
import { cn } from "@/lib/utils"

/*
 * Form field layout for react-hook-form, as in shadcn's form-rhf examples:
 *   <Controller name="phone" control={form.control} render={({ field, fieldState }) => (
 *     <Field data-invalid={fieldState.invalid}>
 *       <FieldLabel htmlFor="phone">Phone Number *</FieldLabel>
 *       <Input id="phone" aria-invalid={fieldState.invalid} {...field} />
 *       <FieldError errors={[fieldState.error]} />
 *     </Field>
 *   )} />
 */

function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field-group" className={cn("flex w-full flex-col gap-4", className)} {...props} />
}

const fieldVariants = cva("group/field flex w-full gap-2 data-[invalid=true]:text-destructive", {
  variants: {
    orientation: {
      vertical: "flex-col [&>*]:w-full [&>.sr-only]:w-auto",
      horizontal: "flex-row items-center [&>[data-slot=field-label]]:flex-auto",
    },
  },
  defaultVariants: { orientation: "vertical" },
})

function Field({
  className,
  orientation = "vertical",
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof fieldVariants>) {
  return (
    <div
      role="group"
      data-slot="field"
      data-orientation={orientation}
      className={cn(fieldVariants({ orientation }), className)}
      {...props}
    />
  )
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn("w-fit leading-snug group-data-[invalid=true]/field:text-destructive", className)}
      {...props}
    />
  )
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-sm leading-normal font-normal text-muted-foreground", className)}
      {...props}
    />
  )
}

/** Shows `children`, or the distinct messages of `errors` (e.g. `[fieldState.error]`); nothing when empty. */
function FieldError({
  className,
  children,
  errors,
  ...props
}: React.ComponentProps<"div"> & { errors?: Array<{ message?: string } | undefined> }) {
  let content = children
  if (!content && errors?.length) {
    const messages = [...new Set(errors.map((e) => e?.message).filter(Boolean))] as string[]
    content =
      messages.length === 1 ? (
        messages[0]
      ) : messages.length > 1 ? (
        <ul className="ml-4 flex list-disc flex-col gap-1">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null
  }
  if (!content) return null
  return (
    <div
      role="alert"
      data-slot="field-error"
      className={cn("text-sm font-normal text-destructive", className)}
      {...props}
    >
      {content}
    </div>
  )
}

export { Field, FieldDescription, FieldError, FieldGroup, FieldLabel }
