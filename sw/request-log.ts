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
 * The worker's request log (IndexedDB `requests`, sw/db.ts): one line per trip to the network and one
 * per answer made without it (a stored copy, the catalogue, the offline answer), so a test (or a support case) can show that no money call was ever answered from a
 * cache. Added to every API route's strategy; a full or blocked database loses the line, not the call.
 */
export const requestLog: WorkboxPlugin = {
  // Every trip to the network, the page's own and the worker's background refreshes alike.
  fetchDidSucceed: async ({ request, response }) => {
    await write(request, 'network')
    return response
  },
  // Every answer that did not come from the network as it is.
  handlerWillRespond: async ({ request, response }) => {
    const from = answeredFrom(response)
    if (from !== 'network') await write(request, from)
    return response
  },
}

const write = (request: Request, from: AnsweredFrom) =>
  logRequest({ url: request.url, method: request.method, from, at: Date.now() }).catch(() => undefined)
