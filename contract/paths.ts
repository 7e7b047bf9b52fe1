/**
 * Path prefixes of the server's APIs and parties' sandboxes: never answered with the app shell by the
 * server's SPA fallback nor by the service worker's navigation route. One list for both sides.
 */
export const API_PREFIXES = [
  '/rest/',
  '/cms/',
  '/games-api/',
  '/core/',
  '/dibs',
  // The seamless wallet game providers call, server to server (issue 4).
  '/wallet-api/',
  '/mitid/',
  '/studio/',
  '/cdn/',
  '/__test/',
  '/health',
  // The API reference and its OpenAPI document (server/docs/), outside production only.
  '/docs',
] as const

/**
 * The server's catch-all GET (server/web/routes.ts): the lobby pages, the app shell and the 404 of an
 * unknown address. A route, not the 404 handler, so per-route hooks (compression) reach its answers.
 */
export const PAGES_CATCH_ALL = '/*'
