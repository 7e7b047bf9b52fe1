import type { typed } from '../../platform/http/zod.ts'

/**
 * Lets a route plugin read plain HTML form posts (the sandbox pages and the operator's support page
 * have no script, so they post `application/x-www-form-urlencoded`) as a flat object of strings.
 */
export function acceptFormBodies(r: ReturnType<typeof typed>, bodyLimit: number) {
  r.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
}
