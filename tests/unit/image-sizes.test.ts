import { afterEach, describe, expect, it, vi } from 'vitest'
import { cardSizes, sizedSrcSet } from '../../src/ui/image-sizes.ts'

const THUMB = '/cdn/games/starburst_sm.webp'

describe('card images sized to the device and the connection (issue 16 item 6)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers every size suffix _xs to _xxl with its width', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: false } })
    expect(sizedSrcSet(THUMB)).toBe(
      [
        '/cdn/games/starburst_xs.webp 160w',
        '/cdn/games/starburst_sm.webp 240w',
        '/cdn/games/starburst_md.webp 320w',
        '/cdn/games/starburst_lg.webp 480w',
        '/cdn/games/starburst_xl.webp 640w',
        '/cdn/games/starburst_xxl.webp 960w',
      ].join(', '),
    )
  })

  it('offers only the two smallest with Save-Data or a slow connection', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '3g' },
      { effectiveType: '2g' },
    ]) {
      vi.stubGlobal('navigator', { connection })
      expect(sizedSrcSet(THUMB)).toBe('/cdn/games/starburst_xs.webp 160w, /cdn/games/starburst_sm.webp 240w')
    }
  })

  it('leaves an address without a size suffix alone, and a large card asks for twice the width', () => {
    expect(sizedSrcSet('/cdn/providers/netent.svg')).toBeUndefined()
    expect(cardSizes(true)).not.toBe(cardSizes(false))
  })
})
