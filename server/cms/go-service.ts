import { randomBytes } from 'node:crypto'
import type { GoHash, GoOffer } from '../../contract/cms.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError, notFound } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import {
  goButtonByHash,
  insertGoButton,
  listOffers,
  type OfferRow,
  spendGoButton,
  usedOfferIds,
} from './repo.ts'

const GO_TEXT = {
  noOffer: 'Der er ingen GO-tilbud lige nu.',
  alreadyUsed: 'Du har allerede trykket GO på dette tilbud.',
  pressFirst: 'Tryk på GO-knappen først.',
  unknownHash: 'GO-koden findes ikke.',
} as const

const toApi = (o: OfferRow, used: Set<number>): GoOffer => ({
  id: o.id,
  title: o.title,
  teaser: o.teaser,
  image: { url: o.image_url, logo: o.image_logo },
  rules: o.rules,
  terms: o.terms,
  game_id: o.game_id,
  used: used.has(o.id),
})

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

/**
 * GO offers and the GO button (SPEC.md sections 2, 3 and 7): the newest offer is the active one;
 * pressing GO makes a one-time hash (create-hash), and set-gobutton-as-used spends it, once per
 * player and offer, even with two tabs pressing at once (a unique index decides).
 */
export function createGo(db: Db, clock: Clock) {
  async function offers(clientId: number | null): Promise<GoOffer[]> {
    const used = clientId === null ? new Set<number>() : await usedOfferIds(db, clientId)
    return (await listOffers(db, clientId)).map((o) => toApi(o, used))
  }

  return {
    offers,

    async createHash(clientId: number): Promise<GoHash> {
      const active = (await offers(clientId)).at(-1)
      if (!active) throw notFound(GO_TEXT.noOffer)
      if (active.used) throw new HttpError(409, GO_TEXT.alreadyUsed)
      const hash = randomBytes(18).toString('base64url')
      await insertGoButton(db, { hash, client_id: clientId, gobutton_id: active.id, created_at: clock.now() })
      return { hash, gobutton_id: active.id, used: false }
    },

    async getHash(hash: string, clientId: number): Promise<GoHash> {
      const row = await goButtonByHash(db, hash)
      // Another player's hash is as unknown as a made-up one.
      if (!row || row.client_id !== clientId) throw notFound(GO_TEXT.unknownHash)
      return { hash: row.hash, gobutton_id: row.gobutton_id, used: row.used_at !== null }
    },

    async setUsed(clientId: number, gobuttonId: number): Promise<GoOffer> {
      const offer = (await offers(clientId)).find((o) => o.id === gobuttonId)
      if (!offer) throw notFound(GO_TEXT.noOffer)
      if (offer.used) throw new HttpError(409, GO_TEXT.alreadyUsed)
      try {
        if (!(await spendGoButton(db, clientId, gobuttonId, clock.now()))) {
          // Nothing to spend: either no press yet, or a parallel request spent it a moment ago.
          if ((await usedOfferIds(db, clientId)).has(gobuttonId))
            throw new HttpError(409, GO_TEXT.alreadyUsed)
          throw new HttpError(400, GO_TEXT.pressFirst)
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, GO_TEXT.alreadyUsed)
        throw err
      }
      return { ...offer, used: true }
    },
  }
}
