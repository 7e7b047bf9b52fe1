import { useEffect } from 'react'
import { Link } from 'wouter'
import { loadCampaigns, useContent } from '../../stores/content.ts'
import { openModal } from '../../stores/modals.ts'
import { da } from '../../text/da.ts'
import './campaigns.css'

const t = da.content.campaigns

/** /aktuelt: the campaign cards; /aktuelt/{campaign} opens one in CAMPAIGN_POPUP over them (SPEC.md section 2). */
export function Campaigns({ seoUrl }: { seoUrl?: string }) {
  const { campaigns } = useContent()
  useEffect(() => void loadCampaigns(), [])
  useEffect(() => {
    if (seoUrl) openModal('CAMPAIGN_POPUP', { seoUrl })
  }, [seoUrl])
  const list = campaigns.data ?? []
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {campaigns.status === 'success' && list.length === 0 && <p>{t.none}</p>}
      <ul className="campaigns">
        {list.map((c) => (
          <li key={c.id} className="campaign-card">
            <img src={c.bgimage} alt="" width={400} height={225} loading="lazy" />
            <h2>{c.title}</h2>
            <Link href={`/aktuelt/${c.seo_url}`} className="btn" aria-label={`${t.readMore}: ${c.title}`}>
              {t.readMore}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
