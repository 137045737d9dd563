import { zValidator } from "@hono/zod-validator"
import type { ValidationTargets } from "hono"
import { HTTPException } from "hono/http-exception"
import type { ZodType } from "zod"

/** zValidator whose failures become the shared 400 envelope (see create-app.ts). */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new HTTPException(400, { cause: result.error })
    }
  })
