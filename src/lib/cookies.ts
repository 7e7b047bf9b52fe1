import { COOKIE_DAYS } from './constants.ts'

/** The few non-HttpOnly cookies of SPEC.md section 3: the initial-login flag (90 days) and the national-ID user flag. */
export function setCookie(name: string, value: string, days: number = COOKIE_DAYS.default) {
  const maxAge = Math.round(days * 86400)
  // biome-ignore lint/suspicious/noDocumentCookie: a plain flag cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax`
}

export function getCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null
}
