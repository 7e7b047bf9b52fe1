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
  '/mitid/',
  '/studio/',
  '/cdn/',
  '/__test/',
  '/health',
] as const
