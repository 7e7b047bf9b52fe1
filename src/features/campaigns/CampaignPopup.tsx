import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { Campaign } from '../../../contract/cms.ts'
import { loadCampaign } from '../../stores/content.ts'
import { isMobile } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import './campaigns.css'

const t = da.content.campaigns

/**
 * CAMPAIGN_POPUP (SPEC.md section 2): the campaign whose seo_url is in /aktuelt/{campaign} with its
 * image, HTML description and 'Start spillet'. Closing, or a click outside, goes back to /aktuelt.
 * The HTML was sanitised by the server (server/cms/sanitize.ts); an unknown or ended one is a 404.
 */
export function CampaignPopup({ onClose, seoUrl }: { onClose: () => void; seoUrl?: string }) {
  const [campaign, setCampaign] = useState<Campaign | null>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    let live = true
    void loadCampaign(seoUrl ?? '')
      .then((c) => live && setCampaign(c))
      .catch(() => {
        if (!live) return
        closeRef.current()
        navigate('/404', { replace: true })
      })
    return () => {
      live = false
    }
  }, [seoUrl])
  const close = () => {
    onClose()
    navigate('/aktuelt')
  }
  const game = isMobile() ? campaign?.game_id_mob : campaign?.game_id
  return (
    <Modal title={campaign?.title ?? da.common.loading} onClose={close}>
      {campaign && (
        <article className="campaign">
          <picture>
            <source media="(max-width: 767px)" srcSet={campaign.bgimage_mob} />
            <img src={campaign.bgimage} alt="" width={400} height={225} className="campaign__image" />
          </picture>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: campaign.description }} />
          {game && (
            <Link className="btn" href={`/spil/${game}/money`} onClick={onClose}>
              {t.startGame}
            </Link>
          )}
          <details className="campaign__terms">
            <summary>{t.terms}</summary>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: campaign.terms }} />
          </details>
        </article>
      )}
    </Modal>
  )
}
