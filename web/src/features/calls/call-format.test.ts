import { describe, expect, it } from "vitest"
import type { CallListItem } from "@shared/api-routes/calls"

import {
  callDisplayStatus,
  endedReasonWords,
  callStatusBadge,
  formatDateTime,
  formatDuration,
  resultBadge,
  resultLabel,
} from "./call-format"

type Outcome = Pick<CallListItem, "result" | "demoScheduled" | "status">
const call = (o: Partial<Outcome>): Outcome => ({ result: null, demoScheduled: false, status: "completed", ...o })

describe("formatDuration", () => {
  it("formats seconds as m:ss", () => {
    expect(formatDuration(0)).toBe("0:00")
    expect(formatDuration(5)).toBe("0:05")
    expect(formatDuration(65)).toBe("1:05")
    expect(formatDuration(600)).toBe("10:00")
    expect(formatDuration(3725)).toBe("62:05")
  })
  it("shows a dash when there is no duration yet", () => {
    expect(formatDuration(null)).toBe("—")
    expect(formatDuration(undefined)).toBe("—")
    expect(formatDuration(-1)).toBe("—")
  })
})

describe("callDisplayStatus", () => {
  it("puts a booked demo first, whatever the result", () => {
    expect(callDisplayStatus(call({ result: "answered", demoScheduled: true }))).toBe("demo_scheduled")
  })
  it("maps our results onto the four display statuses", () => {
    expect(callDisplayStatus(call({ result: "answered" }))).toBe("answered")
    expect(callDisplayStatus(call({ result: "no answer" }))).toBe("no_answer")
    expect(callDisplayStatus(call({ result: "busy" }))).toBe("no_answer")
    expect(callDisplayStatus(call({ result: "voicemail" }))).toBe("no_answer")
  })
  it("treats failures, pending calls and strangers as unknown", () => {
    expect(callDisplayStatus(call({ result: "failed" }))).toBe("unknown")
    expect(callDisplayStatus(call({ result: null }))).toBe("unknown")
    expect(callDisplayStatus(call({ result: "hung up" as never }))).toBe("unknown")
  })
})

describe("resultBadge", () => {
  it("keeps the precise result text with the display status colour", () => {
    expect(resultBadge(call({ result: "answered", demoScheduled: true }))).toEqual({
      label: "Demo Scheduled",
      variant: "success",
    })
    expect(resultBadge(call({ result: "answered" }))).toEqual({ label: "Answered", variant: "info" })
    expect(resultBadge(call({ result: "no answer" }))).toEqual({ label: "No Answer", variant: "secondary" })
    expect(resultBadge(call({ result: "voicemail" }))).toEqual({ label: "Voicemail, No Message", variant: "secondary" })
    expect(resultBadge(call({ result: "voicemail left" }))).toEqual({
      label: "Voicemail, Message Left",
      variant: "secondary",
    })
  })
  it("shows failures in red and calls without a result by where they are", () => {
    expect(resultBadge(call({ result: "failed", status: "failed" }))).toEqual({
      label: "Failed",
      variant: "destructive",
    })
    expect(resultBadge(call({ status: "calling" })).label).toBe("In Progress")
    expect(resultBadge(call({ status: "queued" })).label).toBe("Queued")
    expect(resultBadge(call({ status: "completed" })).label).toBe("Unknown")
  })
})

describe("labels", () => {
  it("shows an empty result as Pending", () => {
    expect(resultLabel(null)).toBe("Pending")
    expect(resultLabel("")).toBe("Pending")
    expect(resultLabel("no answer")).toBe("No Answer")
  })
  it("gives every call status a badge", () => {
    expect(callStatusBadge("calling")).toEqual({ label: "Calling", variant: "info" })
    expect(callStatusBadge("failed").variant).toBe("destructive")
    expect(callStatusBadge("weird")).toEqual({ label: "weird", variant: "outline" })
  })
})

describe("call times, on the operator's clock", () => {
  const NY = "America/New_York"
  it("follow the operator's zone, not the browser's, and can name it", () => {
    const at = "2026-11-21T20:59:00Z"
    expect(formatDateTime(at, "America/Chicago")).toBe("Nov 21, 2026, 2:59 PM")
    expect(formatDateTime(at, "America/Chicago", { zoneName: true })).toBe("Nov 21, 2026, 2:59 PM CST")
    expect(formatDateTime("not a date", NY)).toBe("—")
  })
})

describe("endedReasonWords", () => {
  it("says how a call ended in words, never a bare code", () => {
    expect(endedReasonWords("customer-busy")).toBe("The line was busy.")
    expect(endedReasonWords("assistant-forwarded-call")).toBe("Transferred to you.")
    expect(endedReasonWords("twilio-reported-customer-busy")).toBe("The line was busy.")
    expect(endedReasonWords("pipeline-error-openai-llm-failed")).toBe("Ended: pipeline error openai llm failed.")
    expect(endedReasonWords(null)).toBeNull()
  })
})
