import http from "node:http"
import net from "node:net"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createLocalGate } from "./local-gate.mjs"
import { freePort } from "./test/server-probe"

/*
 * What the gate sends the worker again, against stand-ins for workerd, so the tests need none: a
 * read (GET, HEAD) may go twice, a write never does, and nothing goes again once its client has left.
 */
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  )
  return (server.address() as AddressInfo).port
}

/** A gate in front of `upstream`: its port. */
async function gateBefore(upstream: http.Server) {
  const upPort = await listen(upstream)
  // The gate admits only a Host naming its own port.
  const port = await freePort()
  const gate = createLocalGate({ port, token: "t0ken" })
  await new Promise<void>((resolve) => gate.listen(port, "127.0.0.1", resolve))
  closers.push(
    () =>
      new Promise((resolve) => {
        gate.closeAllConnections()
        gate.close(() => resolve())
      })
  )
  gate.setTarget(`http://127.0.0.1:${upPort}`)
  return port
}

const urlOf = (port: number) => `http://127.0.0.1:${port}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once `count()` has stopped changing for `quietMs`. */
async function settled(count: () => number, quietMs = 400) {
  let last = -1
  while (last !== count()) {
    last = count()
    await sleep(quietMs)
  }
  return last
}

/**
 * Fills the gate's pool with `n` kept-alive connections to the worker, so the next requests ride
 * reused sockets (where Node reports a reset as ECONNRESET on `reusedSocket`, the old resend's cue).
 */
async function warm(port: number, n: number) {
  const answers = await Promise.all(Array.from({ length: n }, () => fetch(`${urlOf(port)}/api/health`)))
  await Promise.all(answers.map((res) => res.arrayBuffer()))
}

/** A POST written whole on a raw socket that the client destroys once `sent` says the worker has it. */
function abandonedPost(port: number, body: string, sent: () => boolean) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST /api/campaigns HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
      )
      const poll = setInterval(() => {
        if (!sent()) return
        clearInterval(poll)
        socket.destroy()
        resolve()
      }, 2)
    })
    socket.on("error", () => {})
  })
}

describe("a client that hangs up while the worker is still at its POST", () => {
  it("20 abandoned POSTs reach the worker exactly 20 times", async () => {
    const posts: string[] = []
    const upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        if (req.method === "POST") posts.push(Buffer.concat(chunks).toString())
        // The worker takes a moment over a write: the client is gone before it answers.
        setTimeout(
          () => res.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}'),
          req.method === "POST" ? 150 : 0
        )
      })
    })
    const port = await gateBefore(upstream)
    await warm(port, 20)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => abandonedPost(port, `{"n":${i}}`, () => posts.includes(`{"n":${i}}`)))
    )
    expect(await settled(() => posts.length)).toBe(20)
    expect(new Set(posts).size).toBe(20)
  })

  it("a GET whose client left is not sent again either", async () => {
    let gets = 0
    const upstream = http.createServer((req, res) => {
      gets++
      setTimeout(() => res.writeHead(200).end("{}"), 150)
    })
    const port = await gateBefore(upstream)
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(`GET /api/contacts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 50)
      })
    })
    expect(await settled(() => gets)).toBe(1)
  })
})

describe("a worker that resets a reused connection under a write it has read", () => {
  it("never sends the POST again: the client gets a JSON 502, the worker saw it once", async () => {
    const posts: string[] = []
    // Reads pass; a POST is read whole (the worker acts on it), then its connection dies unanswered.
    const upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        if (req.method !== "POST") return res.writeHead(200).end("{}")
        posts.push(Buffer.concat(chunks).toString())
        req.socket.destroy()
      })
    })
    const port = await gateBefore(upstream)
    for (let i = 0; i < 5; i++) {
      await warm(port, 1)
      const res = await fetch(`${urlOf(port)}/api/calls/vapi/initiate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"contactId":${i}}`,
      })
      expect(res.status).toBe(502)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_unavailable")
    }
    expect(await settled(() => posts.length, 200)).toBe(5)
    expect(posts).toEqual([0, 1, 2, 3, 4].map((i) => `{"contactId":${i}}`))
  })

  it("PATCH, PUT and DELETE are never sent twice either", async () => {
    const seen: string[] = []
    const upstream = http.createServer((req, res) => {
      req.resume()
      req.on("end", () => {
        if (req.method === "GET") return res.writeHead(200).end("{}")
        seen.push(req.method!)
        req.socket.destroy()
      })
    })
    const port = await gateBefore(upstream)
    for (const method of ["PATCH", "PUT", "DELETE"]) {
      await warm(port, 1)
      const res = await fetch(`${urlOf(port)}/api/contacts/1`, {
        method,
        headers: { "content-type": "application/json" },
        body: "{}",
      })
      expect(res.status).toBe(502)
    }
    expect(await settled(() => seen.length, 200)).toBe(3)
    expect(seen).toEqual(["PATCH", "PUT", "DELETE"])
  })
})

describe("a pooled connection the worker closed as a request went out on it", () => {
  it("a write goes on a fresh connection of its own, so an idle pooled one closing never loses it", async () => {
    // The worker answers each connection's first request and drops the second unread, as a server
    // closing an idle keep-alive connection does when a request arrives on it at that moment.
    const seen: string[] = []
    const upstream = http.createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number }
      socket.served = (socket.served ?? 0) + 1
      if (socket.served > 1) return socket.destroy()
      const chunks: Buffer[] = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        seen.push(`${req.method} ${Buffer.concat(chunks).toString()}`)
        res.writeHead(201, { "content-type": "application/json" })
        res.end('{"ok":true}')
      })
    })
    const port = await gateBefore(upstream)
    const post = (body: string) =>
      fetch(`${urlOf(port)}/api/contacts`, { method: "POST", headers: { "content-type": "application/json" }, body })
    expect((await post('{"n":1}')).status).toBe(201)
    const res = await post('{"n":2}')
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(seen).toEqual(['POST {"n":1}', 'POST {"n":2}'])
  })

  it("a GET on it goes again on a fresh connection, and the worker's answer comes back", async () => {
    const seen: string[] = []
    const upstream = http.createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number }
      socket.served = (socket.served ?? 0) + 1
      if (socket.served > 1) return socket.destroy()
      seen.push(`${req.method} ${req.url}`)
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}')
    })
    const port = await gateBefore(upstream)
    expect((await fetch(`${urlOf(port)}/api/contacts`)).status).toBe(200)
    const res = await fetch(`${urlOf(port)}/api/dashboard/stats`)
    expect(res.status).toBe(200)
    expect(seen).toEqual(["GET /api/contacts", "GET /api/dashboard/stats"])
  })
})

describe("a fresh connection the worker resets before answering (a starved workerd past its header timeout)", () => {
  /** An upstream that resets the first `resets` requests' connections unanswered; what it answered. */
  async function resetting(resets: number) {
    const answered: string[] = []
    let seen = 0
    const upstream = http.createServer((req, res) => {
      if (++seen <= resets) return req.socket.destroy()
      answered.push(`${req.method} ${req.url}`)
      res.writeHead(200, { "content-type": "application/json" })
      res.end('{"ok":true}')
    })
    return { answered, port: await gateBefore(upstream), seen: () => seen }
  }

  it("a GET goes again and its answer comes back", async () => {
    const { answered, port, seen } = await resetting(1)
    const res = await fetch(`${urlOf(port)}/api/dashboard/stats`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(answered).toEqual(["GET /api/dashboard/stats"])
    expect(seen()).toBe(2)
  })

  it("a GET reset every time gets a JSON 502 after its resends, not a loop", async () => {
    const { port, seen } = await resetting(100)
    const res = await fetch(`${urlOf(port)}/api/dashboard/stats`)
    expect(res.status).toBe(502)
    expect(seen()).toBe(3)
  })

  it("a POST is never sent twice (the worker may have acted on it): a JSON 502 says so", async () => {
    const { answered, port, seen } = await resetting(1)
    const res = await fetch(`${urlOf(port)}/api/contacts`, { method: "POST", body: "{}" })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_unavailable")
    expect(answered).toEqual([])
    expect(seen()).toBe(1)
  })
})
