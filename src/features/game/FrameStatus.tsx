import type { PlayState } from '../../stores/game.ts'
import { openLogin } from '../../stores/session.ts'
import { da } from '../../text/da.ts'

/**
 * What a game frame shows until its game runs: loading, the error, or for a visitor who opened a
 * money game the reason and the login itself (issue 30: never an empty black frame).
 */
export function FrameStatus({ play }: { play: PlayState | undefined }) {
  const status = play?.status
  return (
    <div className="game-frame__status" role={status === 'error' ? 'alert' : 'status'}>
      <p>{status === 'error' ? play?.message : status === 'login' ? da.game.loginFirst : da.game.loading}</p>
      {status === 'login' ? (
        <button type="button" className="btn btn--primary" onClick={openLogin}>
          {da.header.login}
        </button>
      ) : null}
    </div>
  )
}
