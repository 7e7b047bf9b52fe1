import { proxy, ref, useSnapshot } from 'valtio'
import type { Campaign, GoOffer, Highlight, LandingPage, SeoEntry, TextPage } from '../../contract/cms.ts'
import { cmsApi, playerGamesApi } from '../api/cms.ts'
import { daContent } from '../text/content.ts'
import { errorText } from './errors.ts'
import { fill, isMobile, type Slot } from './games.ts'
import { showToast } from './toasts.ts'

const slot = <T>(): Slot<T> => ({ status: 'idle', data: null })

/** Site content of the Content API (texts, campaigns, highlights, SEO, landing pages, GO offers). */
export const contentStore = proxy({
  texts: slot<TextPage[]>(),
  campaigns: slot<Campaign[]>(),
  highlights: slot<Highlight[]>(),
  seo: slot<SeoEntry[]>(),
  landing: {} as Record<string, Slot<LandingPage>>,
  offers: slot<GoOffer[]>(),
  /** Whose offers are loaded: null for a visitor's (everyone's) list. */
  offersFor: null as number | null,
})

export const loadTexts = () => fill(contentStore.texts, cmsApi.texts)
export const loadCampaigns = () => fill(contentStore.campaigns, cmsApi.campaigns)
export const loadHighlights = () =>
  fill(contentStore.highlights, () => cmsApi.highlights(isMobile() ? 'mobile' : 'desktop'))
/** The carousel's campaigns that came with the page (src/stores/first-screen.ts). */
export function startHighlights(list: Highlight[]) {
  contentStore.highlights = { status: 'success', data: ref(list) }
}
export const loadSeo = () => fill(contentStore.seo, cmsApi.seo)
export function loadLanding(url: string) {
  contentStore.landing[url] ??= slot<LandingPage>()
  return fill(contentStore.landing[url], () => cmsApi.landing(url))
}

/** The GO offers of this player (or everyone's for a visitor); the last one is the active one. */
export function loadOffers(clientId: number | null, force = false) {
  if (contentStore.offersFor !== clientId || force) {
    contentStore.offers = slot<GoOffer[]>()
    contentStore.offersFor = clientId
  }
  return fill(contentStore.offers, () => playerGamesApi.offers(clientId))
}

/** Slot data is kept whole (see fill), so a pressed offer replaces the list. */
function markOfferUsed(id: number) {
  const list = contentStore.offers.data
  if (list) contentStore.offers.data = ref(list.map((x) => (x.id === id ? { ...x, used: true } : x)))
}

/**
 * GO pressed (SPEC.md section 2): a one-time hash made on the server is spent on this offer, which
 * then shows as used; the outcome is a toast either way.
 */
export async function pressGo(clientId: number) {
  try {
    const press = await cmsApi.createHash()
    await cmsApi.setGoButtonUsed(press.gobutton_id, clientId)
    markOfferUsed(press.gobutton_id)
    showToast(daContent.go.activated, 'success')
  } catch (err) {
    showToast(errorText(err), 'error')
  }
}

/** CAMPAIGN_POPUP's campaign by its seo_url; an unknown or ended one rejects (the popup makes it a 404). */
export const loadCampaign = (seoUrl: string): Promise<Campaign> => cmsApi.campaign(seoUrl)

/** RATE_US: whether this player has sent feedback before (a failed check counts as not). */
export const feedbackAlreadySent = (userId: number): Promise<boolean> =>
  cmsApi.wasFeedbackSent(userId).then(
    (r) => r.sent,
    () => false,
  )

/** RATE_US: the stars and text go to our server; a refusal is a toast and answers false. */
export async function sendFeedback(rating: number, message: string, userId?: number): Promise<boolean> {
  try {
    await cmsApi.createFeedback(rating, message, userId)
    return true
  } catch (err) {
    showToast(errorText(err), 'error')
    return false
  }
}

export const useContent = () => useSnapshot(contentStore)
