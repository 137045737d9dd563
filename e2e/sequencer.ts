import { BaseSequencer, type TestSpecification } from "vitest/node"

/**
 * The browser files share one server and run one after another. This order is the one they are
 * known green in: scraping before automation (run after automation, the scraping file's first job
 * was not seen starting in one CI run; not yet understood, see README "Known issues").
 */
const FIRST = ["scraping.e2e.ts", "automation.e2e.ts"]

export default class E2eSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (f: TestSpecification) => {
      const i = FIRST.findIndex((name) => f.moduleId.endsWith(name))
      return i < 0 ? FIRST.length : i
    }
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}
