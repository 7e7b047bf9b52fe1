import type { WorkboxPlugin } from 'workbox-core/types.js'
import { type AnsweredFrom, logRequest } from './db.ts'

/** What answered, read from the marks the worker puts on the answers it makes itself. */
export function answeredFrom(response: Pick<Response, 'headers'>): AnsweredFrom {
  if (response.headers.get('x-sw-offline') === '1') return 'offline'
  const cache = response.headers.get('x-sw-cache')
  if (cache === 'catalogue') return 'catalogue'
  return cache ? 'cache' : 'network'
}

/**
 * The worker's request log (IndexedDB `requests`, sw/db.ts): one line per API call it answered and
 * from where, so a test (or a support case) can show that no money call was ever answered from a
 * cache. Added to every API route's strategy; a full or blocked database loses the line, not the call.
 */
export const requestLog: WorkboxPlugin = {
  handlerWillRespond: async ({ request, response }) => {
    const line = { url: request.url, method: request.method, from: answeredFrom(response), at: Date.now() }
    await logRequest(line).catch(() => undefined)
    return response
  },
}
