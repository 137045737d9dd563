import { env } from "cloudflare:test"
import { it } from "vitest"
it("bench", async () => {
  for (const n of [1, 2, 6, 12]) {
    const t = performance.now()
    for (let i = 0; i < 100; i++) await env.DB.batch(Array.from({ length: n }, (_, k) => env.DB.prepare(`SELECT ${k}`)))
    console.log("batch", n, (performance.now() - t) / 100)
  }
  let t = performance.now()
  for (let i = 0; i < 100; i++) await env.DB.prepare("SELECT 1").run()
  console.log("run", (performance.now() - t) / 100)
  t = performance.now()
  for (let i = 0; i < 100; i++) await env.DB.exec("SELECT 1")
  console.log("exec", (performance.now() - t) / 100)
})
