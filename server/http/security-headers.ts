import { createHash } from 'node:crypto'
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The CSP source that allows exactly this inline script (its SHA-256), so no `unsafe-inline` is needed. */
export const scriptHash = (js: string) =>
  `'sha256-${createHash('sha256').update(js, 'utf8').digest('base64')}'`

/**
 * Pages another page of ours may frame (ARCHITECTURE.md: Security posture): the payment window and
 * the game client. Nothing may frame the casino itself.
 */
const FRAMABLE = ['/dibs', '/studio/']
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

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>

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

const pathOf = (req: FastifyRequest) => req.routeOptions.url ?? req.url.split('?')[0] ?? '/'
const isFramable = (req: FastifyRequest) => FRAMABLE.some((p) => pathOf(req).startsWith(p))

/**
 * Security headers by @fastify/helmet on every answer: a CSP without inline scripts except those
 * whose hashes are given (index.html's prefetch script), frame-ancestors, nosniff, Referrer-Policy,
 * and HSTS when the request came over HTTPS (directly or through the trusted proxy).
 */
export async function installSecurityHeaders(app: FastifyInstance, pageScripts: readonly string[]) {
  await app.register(helmet, { global: true, ...options(pageScripts, false, false) })
  app.addHook('onRequest', async (req, reply) => {
    const framable = isFramable(req)
    const https = req.protocol === 'https'
    if (framable || https) reply.helmet(options(pageScripts, framable, https))
  })
}

/** A server-rendered page with its own inline scripts (the sandboxes): allows exactly those. */
export function allowPageScripts(req: FastifyRequest, reply: FastifyReply, hashes: readonly string[]) {
  reply.helmet(options(hashes, isFramable(req), req.protocol === 'https'))
}
