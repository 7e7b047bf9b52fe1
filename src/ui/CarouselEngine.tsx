import type { UseEmblaCarouselType } from 'embla-carousel-react'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect } from 'react'

export type CarouselApi = UseEmblaCarouselType[1]

/**
 * Embla on a carousel's viewport, in a chunk of its own (ui/Carousel.tsx): the slides are the server's
 * markup and need no JS to show, so embla comes after the first screen (issue 28: the first screen's
 * JS at most 100 KB with React). Renders nothing; hands its API up.
 */
export default function CarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement
  onApi: (api: CarouselApi) => void
}) {
  const [attach, api] = useEmblaCarousel({ loop: true, align: 'start' })
  useEffect(() => attach(viewport), [attach, viewport])
  useEffect(() => onApi(api), [api, onApi])
  return null
}
