import net from "node:net"

export interface UploadAnswer {
  status: number
  json: () => any
}

/**
 * A contact whose body is exactly `bytes` long (a long business name), as chunks: it streams
 * without ever sitting in memory whole. A body of that size over the limit is well-formed JSON too.
 */
export function* contactChunks(bytes: number) {
  const head = Buffer.from('{"businessName":"')
  const tail = Buffer.from('","phone":"6165550123"}')
  const filler = Buffer.alloc(64 * 1024, "x")
  yield head
  for (let left = bytes - head.length - tail.length; left > 0; left -= filler.length) {
    yield left >= filler.length ? filler : filler.subarray(0, left)
  }
  yield tail
}

/*/** Status and body of the one response in `raw`, once it is all there (by length or chunked). */
function parseResponse(raw: Buffer): UploadAnswer | null {
  const end = raw.indexOf("\r\n\r\n")
  if (end < 0) return null
  const head = raw.subarray(0, end).toString("latin1")
  let body = raw.subarray(end + 4)
  const length = /^content-length:\s*(\d+)/im.exec(head)?.[1]
  if (length !== undefined) {
    if (body.length < Number(length)) return null
    body = body.subarray(0, Number(length))
  } else if (/^transfer-encoding:\s*chunked/im.test(head)) {
    const parts: Buffer[] = []
    for (let at = 0; ;) {
      const line = body.indexOf("\r\n", at)
      if (line < 0) return null
      const size = parseInt(body.subarray(at, line).toString("latin1"), 16)
      if (size === 0) break
      if (body.length < line + 2 + size) return null
      parts.push(body.subarray(line + 2, line + 2 + size))
      at = line + 4 + size
    }
    body = Buffer.concat(parts)
  }
  const text = body.toString("utf8")
  return { status: Number(head.split(" ")[1]), json: () => JSON.parse(text) }
}

/**
 * POSTs `bytes` of JSON to `path` over a plain socket, as a client streaming an upload does: chunk by
 * chunk, waiting when the socket is full, chunked unless `contentLength` is set. It sends every byte
 * whatever the answer (as clients that do not watch for an early one do) and settles once the answer
 * is read and the body sent; a reset on the way rejects. With `answerFirstAfter`, it stops once that
 * many bytes are sent until the answer is in (an answer that surely came before the rest of the body).
 */
export function upload(
  port: number,
  path: string,
  bytes: number,
  { contentLength = false, answerFirstAfter = Infinity } = {}
) {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1")
    const framing = contentLength ? `content-length: ${bytes}` : "transfer-encoding: chunked"
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n${framing}\r\n\r\n`
    )
    const frame = (b: Buffer) =>
      contentLength ? b : Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")])

    let raw = Buffer.alloc(0)
    let answer: UploadAnswer | null = null
    let sent = false
    const settle = () => {
      if (!answer || !sent) return
      socket.destroy()
      resolve(answer)
    }
    let resume: (() => void) | null = null
    socket.on("data", (d: Buffer) => {
      raw = Buffer.concat([raw, d])
      answer ??= parseResponse(raw)
      if (answer && resume) {
        const go = resume
        resume = null
        go()
      }
      settle()
    })
    socket.on("error", reject)
    socket.on("close", () => (answer && sent ? null : reject(new Error("closed before the answer and the body"))))

    const chunks = contactChunks(bytes)
    let written = 0
    const pump = () => {
      for (let next = chunks.next(); ; next = chunks.next()) {
        if (next.done) {
          return socket.write(contentLength ? "" : "0\r\n\r\n", () => {
            sent = true
            settle()
          })
        }
        written += next.value.length
        const drained = socket.write(frame(next.value))
        if (written >= answerFirstAfter && !answer) {
          resume = pump
          return
        }
        if (!drained) return socket.once("drain", pump)
      }
    }
    pump()
  })
}
