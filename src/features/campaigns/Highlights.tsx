import { useEffect } from 'react'
import { Link } from 'wouter'
import { HIGHLIGHTS_AUTOPLAY_MS } from '../../lib/constants.ts'
import { loadHighlights, useContent } from '../../stores/content.ts'
import { da } from '../../text/da.ts'
import { Carousel } from '../../ui/Carousel.tsx'
import './campaigns.css'

const t = da.content.highlights

/** The home highlights carousel (SPEC.md section 2): shown campaigns only, autoplay every 10000 ms, looping. */
export default function Highlights() {
  const { highlights } = useContent()
  useEffect(() => void loadHighlights(), [])
  const list = highlights.data ?? []
  if (list.length === 0) return <div className="highlights-placeholder" />
  return (
    <Carousel
      label={t.title}
      autoplayMs={HIGHLIGHTS_AUTOPLAY_MS}
      prevLabel={t.prev}
      nextLabel={t.next}
      slideLabel={t.slide}
      slides={list.map((h, i) => (
        <Link key={h.id} className="highlight" href={`/aktuelt/${h.campaign.seo_url}`}>
          <picture>
            <source media="(max-width: 767px)" srcSet={h.campaign.bgimage_mob} />
            <img
              src={h.campaign.bgimage}
              alt=""
              width={1050}
              height={450}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          </picture>
          <p className="highlight__title">{h.campaign.title}</p>
        </Link>
      ))}
    />
  )
}
