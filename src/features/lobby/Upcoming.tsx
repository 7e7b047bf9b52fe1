import { formatDaDayMonth } from '../../../contract/da-format.ts'
import type { Game } from '../../../contract/games.ts'
import { openModal } from '../../stores/modals.ts'
import { da } from '../../text/da.ts'

const t = da.content.upcoming

/** 'Kommer snart': upcoming games; a tap plays the trailers in VIDEO_POPUP (SPEC.md section 2). */
export function Upcoming({ games }: { games: readonly Game[] }) {
  return (
    <>
      {games.map((g) => (
        <button
          key={g.id}
          type="button"
          className="card card--upcoming"
          aria-label={t.watch(g.name)}
          onClick={() => openModal('VIDEO_POPUP', { start: g.game_id })}
        >
          <img src={g.images.thumb} alt="" width={240} height={180} loading="lazy" decoding="async" />
          <span className="card__name">{g.name}</span>
          <span className="card__date">{t.release(formatDaDayMonth(new Date(g.release_date)))}</span>
        </button>
      ))}
    </>
  )
}
