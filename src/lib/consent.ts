import { type DataLayerEvent, pushEvent } from './analytics.ts'
import { COOKIE_DAYS } from './constants.ts'
import { getCookie, setCookie } from './cookies.ts'

/** The player's cookie choices (footer: Cookie-indstillinger). Necessary cookies need no consent. */
export type Consent = { statistics: boolean; marketing: boolean }

const COOKIE = 'cookie_consent'

/** Whether the player has answered at all: until then the consent banner asks (issue 32 item 4). */
export function hasConsentChoice(): boolean {
  return getCookie(COOKIE) !== null
}

/** What the player chose; nothing chosen means no to both (consent is opt-in). */
export function readConsent(): Consent {
  const q = new URLSearchParams(getCookie(COOKIE) ?? '')
  return { statistics: q.get('statistics') === '1', marketing: q.get('marketing') === '1' }
}

/**
 * Stores the choice for the default cookie lifetime and tells the data layer, so that a tag manager
 * reading it sets statistics or marketing cookies only with consent.
 */
export function saveConsent(c: Consent) {
  const value = new URLSearchParams({
    statistics: c.statistics ? '1' : '0',
    marketing: c.marketing ? '1' : '0',
  })
  setCookie(COOKIE, value.toString(), COOKIE_DAYS.default)
  pushEvent({ event: 'cookie_consent', statistics: c.statistics, marketing: c.marketing })
  window.dispatchEvent(new Event(CONSENT_EVENT))
}

/** Fired on window when a choice is saved, wherever it was made (banner or cookie settings). */
export const CONSENT_EVENT = 'consentchange'

/**
 * Tracking events (page views, install events) reach the data layer only with the player's consent to
 * statistics or marketing, read at the moment of the event so a changed choice counts from then on.
 */
export function pushTracked(e: Extract<DataLayerEvent, { event: 'page_view' | 'pwa_install' }>) {
  const c = readConsent()
  if (c.statistics || c.marketing) pushEvent(e)
}
