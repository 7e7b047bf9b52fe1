import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import type { CarouselApi } from './CarouselEngine.tsx'

const CarouselEngine = lazy(() => import('./CarouselEngine.tsx'))

type Props = {
  label: string
  slides: ReactNode[]
  /** Moves forward by itself every this many ms (paused while a pointer or focus is inside). */
  autoplayMs?: number
  prevLabel: string
  nextLabel: string
  slideLabel: (n: number, of: number) => string
}

/**
 * A looping carousel on embla (SPEC.md section 4: slides forward and back, and loops; 20 px gap).
 * Autoplay is a timer calling scrollNext, so it needs no extra plugin; it pauses while the player is
 * reading (hover or focus inside) and honours reduced motion by jumping instead of sliding.
 */
export function Carousel({ label, slides, autoplayMs, prevLabel, nextLabel, slideLabel }: Props) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<CarouselApi>()
  // Embla measures every slide when it starts: a task of its own after the first render, so a phone
  // is not kept from a tap for both at once (Lighthouse's Total Blocking Time, issue 16), and its code
  // loads then (ui/CarouselEngine.tsx). Until then the buttons stay as the page painted them:
  // disabled, drawn as enabled.
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setArmed(true), 0)
    return () => clearTimeout(id)
  }, [])
  const [selected, setSelected] = useState(0)
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    api.on('select', onSelect)
    api.on('reInit', onSelect)
    return () => {
      api.off('select', onSelect)
      api.off('reInit', onSelect)
    }
  }, [api])
  useEffect(() => {
    if (!api || !autoplayMs || paused || slides.length < 2) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const timer = setInterval(() => api.scrollNext(reduced), autoplayMs)
    return () => clearInterval(timer)
  }, [api, autoplayMs, paused, slides.length])
  const waiting = api ? {} : { disabled: true, 'data-painted': '' }
  const prev = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  return (
    <section
      className="carousel"
      aria-roledescription="karrusel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {armed && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onApi={setApi} />
        </Suspense>
      )}
      <div className="carousel__viewport" ref={setViewport}>
        <div className="carousel__track">
          {slides.map((s, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, slides.length)}
              aria-current={i === selected ? 'true' : undefined}
            >
              {s}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__btn" aria-label={prevLabel} onClick={prev} {...waiting}>
            ‹
          </button>
          <span className="carousel__pos" aria-live="polite">
            {slideLabel(selected + 1, slides.length)}
          </span>
          <button type="button" className="carousel__btn" aria-label={nextLabel} onClick={next} {...waiting}>
            ›
          </button>
        </div>
      )}
    </section>
  )
}
