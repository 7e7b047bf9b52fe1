import { Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { HttpError } from '../../platform/http/errors.ts'

const BAD_BYTES = 'Forespørgslen indeholder ugyldige tegn.'
const ENVELOPE = JSON.stringify({ success: false, errorMessage: BAD_BYTES })

/**
 * A '%' that does not start an escape of an ASCII byte other than NUL (%01 to %7F), or %00: only
 * such an escape can be malformed, decode to a NUL or belong to a UTF-8 sequence that may be invalid.
 */
const NEEDS_DECODING = /%(?![0-7][0-9A-Fa-f])|%00/

/** Percent-escapes that decode to invalid UTF-8, a NUL, or that are malformed. */
function badEscapes(text: string): boolean {
  if (text.includes('\0')) return true
  // Most escaped URLs escape only ASCII (the API's `filter%5Bname%5D`), which is never bad: one
  // search instead of decoding a copy of the URL on every request.
  if (!NEEDS_DECODING.test(text)) return false
  // Only %00 decodes to a NUL (an overlong form of it is invalid UTF-8, so decoding throws), and
  // '+' plays no part in either test, so the text is decoded once, as it is, and not searched again.
  if (text.includes('%00')) return true
  try {
    decodeURIComponent(text)
    return false
  } catch {
    return true
  }
}

/** A parsed body (JSON or form) holding a NUL anywhere, in a key or a value. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  for (const [k, v] of Object.entries(value)) if (k.includes('\0') || holdsNul(v, depth + 1)) return true
  return false
}

/** Only a '%' escape or a literal NUL can make a URL bad, so most URLs are never decoded. */
const badUrl = (url: string) => (url.includes('%') || url.includes('\0')) && badEscapes(url)

function headerHoldsNul(headers: FastifyRequest['headers']): boolean {
  for (const name in headers) {
    const v = headers[name]
    if (typeof v === 'string' ? v.includes('\0') : v?.some((x) => x.includes('\0'))) return true
  }
  return false
}

/** Fastify parses a body only when one is announced, and never for GET or HEAD. */
const mayHaveBody = (req: FastifyRequest) =>
  req.method !== 'GET' &&
  req.method !== 'HEAD' &&
  (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)

/** The refusal of a request whose URL or headers hold bad bytes, if they do (request-guard.ts). */
export const badRequestBytes = (req: FastifyRequest) =>
  badUrl(req.url) || headerHoldsNul(req.headers) ? new HttpError(400, BAD_BYTES) : undefined

/**
 * Bad bytes never reach a handler (PostgreSQL refuses NUL in text, and invalid UTF-8 is no text):
 * a NUL or an invalid or malformed escape in the path or query, a NUL in a header, a body that is
 * not UTF-8, or a NUL in any body field is refused with a 400 envelope on every route (the URL and
 * headers by badRequestBytes in request-guard.ts, the body here).
 * The hooks are callback style and step aside at once when there is nothing to check: they run on
 * every answer, and a promise or a stream per GET cost the cached catalogue answers a tenth.
 */
export function installBadBodyGuard(app: FastifyInstance) {
  // Every body is checked as it streams in, before any parser (JSON, form, the signed raw ones): a
  // lenient decode would turn invalid bytes into U+FFFD and let them through. The stream only marks
  // the request (an error on it would go unheard when no parser reads the body); the mark refuses it.
  const notUtf8 = new WeakSet<object>()
  app.addHook('preParsing', (req, _reply, payload, done) => {
    if (!mayHaveBody(req)) return done(null, payload)
    const decoder = new TextDecoder('utf-8', { fatal: true })
    const check = (chunk?: Buffer) => {
      try {
        decoder.decode(chunk, { stream: chunk !== undefined })
      } catch {
        notUtf8.add(req)
      }
    }
    done(
      null,
      payload.pipe(
        new Transform({
          transform(chunk: Buffer, _enc, next) {
            check(chunk)
            next(null, chunk)
          },
          flush(next) {
            check()
            next()
          },
        }),
      ),
    )
  })
  app.addHook('preValidation', (req, _reply, done) => {
    done(notUtf8.has(req) || holdsNul(req.body) ? new HttpError(400, BAD_BYTES) : undefined)
  })
}

/**
 * Errors Fastify meets before a route runs (a malformed URL) and bytes the HTTP parser refuses (a
 * NUL in a header) also answer the envelope.
 */
export const badBytesServerOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (_err, _req, res) => {
    const reply = res as unknown as FastifyReply
    reply.code(400).header('content-type', 'application/json; charset=utf-8').send(ENVELOPE)
  },
  clientErrorHandler: (_err, socket) => {
    if (!socket.writable) return socket.destroy()
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(ENVELOPE)}\r\nConnection: close\r\n\r\n${ENVELOPE}`,
    )
  },
}
