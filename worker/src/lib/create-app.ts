import { Hono } from "hono"
import { HTTPException } from "hono/http-exception"
import { ZodError } from "zod"
import type { AppEnv } from "../app-env"
import { AppError, type ErrorBody, type ErrorIssue } from "./errors"

function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({
    path: i.path.join("."),
    message: i.message,
  }))
}

const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
  503: "unavailable",
}

/** Every failure leaves as `{ error: { code, message, issues? } }`; only unknown errors are 500s. */
export function toErrorResponse(err: unknown): { body: ErrorBody; status: number } {
  if (err instanceof AppError) {
    return {
      body: { error: { code: err.code, message: err.message, ...err.details } },
      status: err.status,
    }
  }
  if (err instanceof ZodError) {
    return {
      body: {
        error: {
          code: "validation_failed",
          message: "The request is not valid.",
          issues: zodIssues(err),
        },
      },
      status: 400,
    }
  }
  if (err instanceof HTTPException) {
    if (err.cause instanceof ZodError) {
      const issues = zodIssues(err.cause)
      return {
        body: {
          error: {
            code: "validation_failed",
            message: issues[0]?.message ?? "The request is not valid.",
            issues,
          },
        },
        status: 400,
      }
    }
    const status = err.status
    return {
      body: {
        error: {
          code: STATUS_CODES[status] ?? "error",
          message: err.message || "Request failed.",
        },
      },
      status,
    }
  }
  console.error(err)
  return {
    body: { error: { code: "internal", message: "Something went wrong on our side." } },
    status: 500,
  }
}

export function createRouter() {
  return new Hono<AppEnv>({ strict: false })
}

export function createApp() {
  const app = createRouter()
  app.onError((err, c) => {
    const { body, status } = toErrorResponse(err)
    return c.json(body, status as 400)
  })
  return app
}
