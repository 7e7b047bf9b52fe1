import { EngineError } from '../errors.ts'
import type { Rng } from '../rng.ts'
import { type BaccaratBet, DECKS, playCoup, RETURNS, type Winner } from '../table/baccarat.ts'
import { drawCard } from '../table/shoe.ts'
import { checkLiveBets, settlement } from './bets.ts'
import type { LiveGame } from './types.ts'

/**
 * Live punto banco on the table engine's rules: a fresh 8-deck shoe per coup, the third-card tableau,
 * player 1:1, banker 1:1 less 5 % commission (0.95:1), tie 8:1 and player/banker push on a tie.
 * Cards are ids 0–51 (rank id % 13, 0 the ace; suit ⌊id / 13⌋) so the client can draw them; each is
 * drawn uniformly from what is left, the law the table engine enumerates by value.
 */
export type BaccaratOutcome = { player: number[]; banker: number[]; winner: Winner }

const baccaratValue = (card: number) => {
  const rank = card % 13
  return rank >= 9 ? 0 : rank + 1
}

export function drawCoup(rng: Rng): BaccaratOutcome {
  const ids: number[] = []
  const coup = playCoup(() => {
    const id = drawCard(DECKS, [ids], rng)
    ids.push(id)
    return baccaratValue(id)
  })
  // playCoup deals player, banker, player, banker, then the third cards: map the values back to ids.
  const player = [ids[0], ids[2]] as number[]
  const banker = [ids[1], ids[3]] as number[]
  let next = 4
  if (coup.player.length === 3) player.push(ids[next++] as number)
  if (coup.banker.length === 3) banker.push(ids[next++] as number)
  return { player, banker, winner: coup.winner }
}

const isBet = (s: string): s is BaccaratBet => Object.hasOwn(RETURNS, s)

export function liveBaccarat(rtp: number): LiveGame<BaccaratOutcome> {
  return {
    kind: 'baccarat',
    rtp,
    checkBets: (bets, limits) =>
      checkLiveBets(bets, limits, isBet, (spot, total) => {
        // 0.95 of a multiple of 20 øre is whole øre: no commission is ever rounded.
        if (spot === 'banker' && total % 20 !== 0)
          throw new EngineError('BAD_BET', `a banker bet must be a multiple of 20 øre, got ${total}`)
      }),
    draw: drawCoup,
    reveal: (o) => {
      const total = (cards: number[]) => cards.reduce((a, c) => a + baccaratValue(c), 0) % 10
      return { ...o, playerTotal: total(o.player), bankerTotal: total(o.banker) }
    },
    settle: (o, bets) =>
      settlement(
        bets.map(({ spot, amount }) => ({
          spot,
          amount: isBet(spot) ? Math.round(amount * RETURNS[spot][o.winner]) : 0,
        })),
      ),
  }
}
