import { useState } from 'react'
import type { CardGame } from '../../contract/games.ts'
import { cardSizes, sizedSrcSet } from './image-sizes.ts'

type Shown = 'art' | 'thumb' | 'skeleton'

/**
 * A game card's art. An image that fails falls back to the game's thumbnail, and a failed thumbnail
 * to a skeleton tile (SPEC.md section 8), never the browser's broken-image icon.
 */
export function GameImage({
  images,
  large,
  eager,
}: {
  images: CardGame['images']
  large: boolean
  eager: boolean
}) {
  const art = large ? images.svg : images.thumb
  const [shown, setShown] = useState<Shown>('art')
  // Each image falls back once, however many ways its failure is heard (error event, decode, check).
  const fail = () => setShown((s) => (s === from ? (from === 'art' ? 'thumb' : 'skeleton') : s))
  if (shown === 'skeleton') return <span className="card__skeleton" aria-hidden="true" />
  // The thumbnail is the plain address, without the size set that may have been what failed.
  const src = shown === 'thumb' ? images.thumb : art
  const from = shown
  return (
    <img
      key={shown}
      ref={(img) => {
        // An image the server sent may have failed before the app took the page over, when no error
        // handler could hear it. A lazy one may only look complete before it is fetched: decode()
        // answers once it has loaded or failed.
        if (!img?.complete || img.naturalWidth > 0) return
        if (img.getAttribute('loading') !== 'lazy') fail()
        else img.decode().catch(fail)
      }}
      src={src}
      srcSet={shown === 'art' ? sizedSrcSet(src) : undefined}
      sizes={shown === 'art' ? cardSizes(large) : undefined}
      alt=""
      width={large ? 320 : 240}
      height={large ? 240 : 180}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={fail}
    />
  )
}
