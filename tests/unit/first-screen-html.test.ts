import { describe, expect, it } from 'vitest'
import type { Highlight } from '../../contract/cms.ts'
import { firstScreenUrls } from '../../src/lib/first-screen.ts'
import { firstScreenParts } from '../../src/lib/first-screen-html.ts'

const MOB = '/cdn/games/big-campaign_vr.jpg'
const BIG = '/cdn/games/big-campaign_lg.jpg'
const highlight: Highlight = {
  id: 1,
  area: 'home',
  platform: 'all',
  campaign: {
    id: 1,
    seo_url: 'kampagne',
    title: 'Kampagne',
    description: '',
    terms: '',
    bgimage: BIG,
    bgimage_mob: MOB,
    site: 'go',
    active: 'true',
    hidden: 'false',
    externalId: null,
    game_id: null,
    game_id_mob: null,
  },
}
const urls = firstScreenUrls('mobile')
const data = {
  platform: 'mobile' as const,
  answers: {
    [urls.highlights]: { success: true, data: [highlight] },
    [urls.newGames]: { success: true, data: { games: [] } },
  },
}

describe('the first screen picture: inlined when tiny, else preloaded', () => {
  it('a picture the server did not inline keeps its address and its preload, per media', () => {
    const parts = firstScreenParts(data)
    expect(parts?.head).toContain(`<link rel="preload" as="image" href="${MOB}" media="(max-width: 767px)"`)
    expect(parts?.head).toContain(`<link rel="preload" as="image" href="${BIG}" media="(min-width: 768px)"`)
    expect(parts?.main).toContain(`srcset="${MOB}"`)
    expect(parts?.main).toContain(`src="${BIG}"`)
  })

  it('an inlined picture is painted from its data: URL and is not preloaded; the other keeps both', () => {
    const inlined = 'data:image/svg+xml;base64,PHN2Zy8+'
    const parts = firstScreenParts(data, { [MOB]: inlined })
    expect(parts?.main).toContain(`srcset="${inlined}"`)
    expect(parts?.head).not.toContain(`href="${MOB}"`)
    expect(parts?.head).toContain(`<link rel="preload" as="image" href="${BIG}" media="(min-width: 768px)"`)
    expect(parts?.main).toContain(`src="${BIG}"`)
  })
})
