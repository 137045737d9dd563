import { describe, expect, it } from "vitest"
import { callsCaption, conversionCaption, NO_DATA, successCaption, type WeekFigures } from "./week-captions"

const week = (over: Partial<WeekFigures>): WeekFigures => ({ placed: 0, withResult: 0, answered: 0, demos: 0, ...over })

describe("Total Calls caption: the change in calls placed", () => {
  it("reads like the spec's when calls rose, in green", () => {
    expect(callsCaption(week({ placed: 112 }), week({ placed: 100 }))).toMatchObject({
      text: "+12% from last week",
      tone: "up",
      detail: "112 calls this week, 100 by this time last week",
    })
  })
  it("is red and negative when they fell, rounded to a whole percent", () => {
    expect(callsCaption(week({ placed: 2 }), week({ placed: 3 }))).toMatchObject({
      text: "-33% from last week",
      tone: "down",
    })
  })
  it("says so when nothing changed, and 'no data yet' without last week's calls", () => {
    expect(callsCaption(week({ placed: 40 }), week({ placed: 40 })).text).toBe("Same as last week")
    expect(callsCaption(week({ placed: 40 }), week({ placed: 0 }))).toMatchObject({ text: NO_DATA, tone: "none" })
    expect(callsCaption(week({}), week({})).text).toBe(NO_DATA)
  })
})

describe("Demos Scheduled caption: conversion (demos per answered call), change in points", () => {
  it("is +2.4 pp when 12.0% of answered calls booked a demo against 9.6% last week", () => {
    expect(conversionCaption(week({ answered: 100, demos: 12 }), week({ answered: 500, demos: 48 }))).toMatchObject({
      text: "+2.4 pp conversion rate",
      tone: "up",
      detail: "Demos per answered call: 12.0% this week, 9.6% by this time last week",
    })
  })
  it("falls in red, and needs answered calls in both weeks", () => {
    expect(conversionCaption(week({ answered: 10, demos: 1 }), week({ answered: 10, demos: 2 })).text).toBe(
      "-10.0 pp conversion rate"
    )
    expect(conversionCaption(week({ answered: 0 }), week({ answered: 10, demos: 2 })).text).toBe(NO_DATA)
  })
})

describe("Success Rate caption: answered calls per call with a result, change in points", () => {
  it("reads '+0.8 pp improvement' or '-0.8 pp decline' (percentage points, issue 38)", () => {
    const better = successCaption(week({ withResult: 1000, answered: 412 }), week({ withResult: 1000, answered: 404 }))
    expect(better).toMatchObject({ text: "+0.8 pp improvement", tone: "up" })
    const worse = successCaption(week({ withResult: 1000, answered: 404 }), week({ withResult: 1000, answered: 412 }))
    expect(worse).toMatchObject({ text: "-0.8 pp decline", tone: "down" })
  })
  it("treats a change that rounds to 0.0 as none", () => {
    expect(
      successCaption(week({ withResult: 3000, answered: 1000 }), week({ withResult: 3001, answered: 1000 })).text
    ).toBe("No change from last week")
    expect(successCaption(week({ withResult: 5, answered: 1 }), week({})).text).toBe(NO_DATA)
  })
})
