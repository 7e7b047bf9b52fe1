import { cardSizes, srcSetFor } from '../lib/card-image.ts'
import { lowData } from '../lib/device.ts'

export { cardSizes }

/**
 * A card image's srcset for this device: with Save-Data or a slow connection only the two smallest
 * sizes are offered (issue 16 item 6). Browsers without the Network Information API count as unconstrained.
 */
export const sizedSrcSet = (url: string): string | undefined => srcSetFor(url, lowData())
