import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { Game } from '../../../contract/games.ts'
import { formatKr } from '../../lib/money.ts'
import { canTryForFun, deviceRefusal, type GameMode, loadGameInfo, requestPlay } from '../../stores/game.ts'
import { closeTarget } from '../../stores/nav-history.ts'
import { useSession } from '../../stores/session.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'
import { FavouriteHeart } from '../../ui/FavouriteHeart.tsx'
import { Modal } from '../../ui/Modal.tsx'
import './game.css'

const t = da.game

/**
 * GAME_POPUP (SPEC.md section 2, /spil/info/{id}): the game's art and facts, the favourite toggle,
 * 'play for money' and 'try for fun' (hidden for money-only games, live tables and logged-in
 * players). A game this device cannot play sends the player to /velkommen with the reason; closing,
 * or a click outside, restores the previous page.
 */
export function GamePopup({ id, onClose }: { id: string; onClose: () => void }) {
  const [game, setGame] = useState<Game | null>(null)
  const [location, navigate] = useLocation()
  const { loggedIn } = useSession()
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    let live = true
    void loadGameInfo(id).then((g) => {
      if (!live) return
      if (!g) {
        closeRef.current()
        navigate('/404', { replace: true })
        return
      }
      const refusal = deviceRefusal(g)
      if (refusal) {
        closeRef.current()
        showToast(refusal, 'error')
        navigate('/velkommen', { replace: true })
        return
      }
      setGame(g)
    })
    return () => {
      live = false
    }
  }, [id, navigate])
  const close = () => {
    onClose()
    navigate(closeTarget(location))
  }
  const play = (mode: GameMode) => {
    if (!game) return
    const to = requestPlay(game.game_id, mode)
    onClose()
    // The game takes the popup's place in the history: back from the game leaves both.
    if (to) navigate(to, { replace: true })
    else navigate(closeTarget(location))
  }
  return (
    <Modal title={game?.name ?? da.common.loading} onClose={close}>
      {game && (
        <article className="game-info">
          <div className="game-info__art">
            <img src={game.images.svg} alt="" width={400} height={300} />
            <FavouriteHeart game={game} />
          </div>
          <p className="game-info__text">{game.info}</p>
          <dl className="game-info__facts">
            <div>
              <dt>{t.provider}</dt>
              <dd>{game.subprovider}</dd>
            </div>
            <div>
              <dt>{t.minStake}</dt>
              <dd>{formatKr(game.min_stake)}</dd>
            </div>
            <div>
              <dt>{t.payback}</dt>
              <dd>{game.payback.replace('.', ',')} %</dd>
            </div>
            <div>
              <dt>{t.volatility}</dt>
              <dd>{t.volatilities[game.feature] ?? game.feature}</dd>
            </div>
          </dl>
          <div className="game-info__actions">
            <button type="button" className="btn" onClick={() => play('money')}>
              {t.playMoney}
            </button>
            {canTryForFun(game, loggedIn) && (
              <button type="button" className="btn btn--ghost" onClick={() => play('fun')}>
                {t.tryFun}
              </button>
            )}
          </div>
        </article>
      )}
    </Modal>
  )
}
