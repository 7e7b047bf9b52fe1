import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { API_PREFIXES, PAGES_CATCH_ALL } from '../../contract/paths.ts'

/** The CSP source that allows exactly this inline script (its SHA-256), so no `unsafe-inline` is needed. */
export const scriptHash = (js: string) =>
  `'sha256-${createHash('sha256').update(js, 'utf8').digest('base64')}'`

/**
 * Answers our own pages may frame (ARCHITECTURE.md: Security posture), and no other site: the payment
 * window, the game client, and the app's pages, because the payment window returns to the app's
 * deposit pages inside its frame and the service worker answers every app page from the one cached
 * shell, whose headers must therefore allow it. API answers may not be framed at all.
 */
const FRAMABLE = ['/dibs', '/studio/']
// Each prefix also as the bare path without its slash ('/health', '/dibs'), worked out once.
const API_BARE = API_PREFIXES.map((p) => (p.endsWith('/') ? p.slice(0, -1) : p))
function underApi(path: string): boolean {
  for (let i = 0; i < API_PREFIXES.length; i++)
    if (path.startsWith(API_PREFIXES[i] as string) || path === API_BARE[i]) return true
  return false
}
const isAppPage = (req: FastifyRequest, path: string, raw: string) =>
  (req.method === 'GET' || req.method === 'HEAD') && !underApi(path) && !underApi(raw)
const HSTS = { maxAge: 31_536_000, includeSubDomains: true }

type Directives = Record<string, string[] | null>

function directives(scriptSrc: readonly string[], frameAncestors: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSrc],
    'script-src-attr': ["'none'"],
    // React and the sandbox pages set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  }
}

/**
 * Helmet's options for an answer: its page's inline scripts allowed by hash, framable by us or by no
 * one, HSTS only behind HTTPS (on a plain-HTTP answer it would be ignored, or stick to a test host).
 */
function options(scriptSrc: readonly string[], framable: boolean, https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: directives(scriptSrc, framable ? "'self'" : "'none'"),
    },
    frameguard: { action: framable ? 'sameorigin' : 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? HSTS : false,
    crossOriginEmbedderPolicy: false,
  }
}

/** The path as sent, without the query. */
function rawPath(url: string): string {
  const q = url.indexOf('?')
  return q < 0 ? url : url.slice(0, q)
}
function isFramable(req: FastifyRequest, path: string, raw: string): boolean {
  return FRAMABLE.some((p) => path.startsWith(p) || raw.startsWith(p)) || isAppPage(req, path, raw)
}

/** Route prefixes that answer JSON only (no page, no sandbox, no image): the API answers below. */
const JSON_API = ['/rest/', '/games-api/', '/wallet-api/']

/**
 * The headers of a JSON API answer, after OWASP's REST Security Cheat Sheet: no content of its own
 * may load or run (`default-src 'none'`, so no script-src or object-src is needed), it may not be
 * framed, sniffed into another type, nor read by another site's page (CORP), and HSTS behind HTTPS.
 * Helmet's other headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) act on HTML documents, which a JSON answer
 * never is; each costs every answer a header to set, check and send.
 */
function apiHeaders(https: boolean): Headers {
  const headers: Headers = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  }
  if (https) headers['strict-transport-security'] = `max-age=${HSTS.maxAge}; includeSubDomains`
  return headers
}

export type Headers = Record<string, string>

/**
 * The headers helmet sets for these options, worked out once: helmet builds its middleware (and parses
 * the CSP) on every call, and @fastify/helmet called it for every answer, which cost the catalogue's
 * cached answers two thirds of their throughput. The answers' headers are the same; only the work moved.
 */
const byOptions = new Map<string, Headers>()
function headersFor(scriptSrc: readonly string[], framable: boolean, https: boolean): Headers {
  const key = `${framable} ${https} ${scriptSrc.join(' ')}`
  const known = byOptions.get(key)
  if (known) return known
  const headers: Headers = {}
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name] = value
    },
    removeHeader: () => {},
  } as unknown as ServerResponse
  helmet(options(scriptSrc, framable, https))({} as IncomingMessage, res, () => {})
  byOptions.set(key, headers)
  return headers
}

/**
 * Security headers by helmet for every answer (request-guard.ts sets them): a CSP without inline
 * scripts except those whose hashes are given (index.html's prefetch script), frame-ancestors, nosniff,
 * Referrer-Policy, and HSTS when the request came over HTTPS (directly or through the trusted proxy).
 */
export function securityHeaders(pageScripts: readonly string[]): (req: FastifyRequest) => Headers {
  // The kinds of answer of this app, looked up without building a key per request.
  const pages = [false, true].map((framable) =>
    [false, true].map((https) => headersFor(pageScripts, framable, https)),
  )
  const api = [apiHeaders(false), apiHeaders(true)]
  return (req) => {
    const https = Number(req.protocol === 'https')
    const raw = rawPath(req.url)
    const path = matchedPath(req, raw)
    if (JSON_API.some((p) => path.startsWith(p))) return api[https] as Headers
    return pages[Number(isFramable(req, path, raw))]?.[https] as Headers
  }
}

/**
 * The pattern the router matched (after its decoding); the path as sent when no route did, or when the
 * pages' catch-all GET did (it answers unknown API addresses too).
 */
function matchedPath(req: FastifyRequest, raw: string): string {
  const matched = req.routeOptions.url
  return matched === undefined || matched === PAGES_CATCH_ALL ? raw : matched
}

/** A server-rendered page with its own inline scripts (the sandboxes): allows exactly those. */
export function allowPageScripts(req: FastifyRequest, reply: FastifyReply, hashes: readonly string[]) {
  const raw = rawPath(req.url)
  const framable = isFramable(req, matchedPath(req, raw), raw)
  reply.headers(headersFor(hashes, framable, req.protocol === 'https'))
}
