import { useState } from 'react'
import type { Game } from '../../../contract/games.ts'
import { useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import './campaigns.css'

const t = da.content.upcoming
const DATE = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** VIDEO_POPUP (SPEC.md section 2): a slider of the upcoming games' trailers, titled with name and release date. */
export function VideoPopup({ onClose, start }: { onClose: () => void; start?: string }) {
  const games = useGames()
  const list = ((games.lists.upcoming?.data ?? []) as Game[]).filter((g) => g.upcoming_video_url)
  const [i, setI] = useState(() =>
    Math.max(
      0,
      list.findIndex((g) => g.game_id === start),
    ),
  )
  const game = list[i]
  const step = (d: number) => setI((n) => (n + d + list.length) % list.length)
  return (
    <Modal title={t.videoTitle} onClose={onClose}>
      {game && (
        <figure className="video">
          {/* biome-ignore lint/a11y/useMediaCaption: trailers have no speech; name and release date are the caption below */}
          <video
            key={game.game_id}
            className="video__player"
            src={game.upcoming_video_url ?? undefined}
            poster={game.images.bg}
            controls
            playsInline
            preload="metadata"
          />
          <figcaption>
            <h3>{game.name}</h3>
            <p>{t.release(DATE.format(new Date(game.release_date)))}</p>
          </figcaption>
        </figure>
      )}
      {list.length > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__btn" aria-label={t.prev} onClick={() => step(-1)}>
            ‹
          </button>
          <span aria-live="polite">{da.content.highlights.slide(i + 1, list.length)}</span>
          <button type="button" className="carousel__btn" aria-label={t.next} onClick={() => step(1)}>
            ›
          </button>
        </div>
      )}
    </Modal>
  )
}
