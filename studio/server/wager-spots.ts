import type { StartRequest } from './play.ts'

/**
 * A table round's bets as the casino's wallet reads them (contract/wallet.ts WalletBetBody.bets): a
 * spot name per bet, live-protocol.md's names ('red', 'split:1-2', 'dozen:2', 'banker', 'small'…),
 * so the wallet can count the round's net risk towards a bonus. Spins and deals have none.
 */
export function wagerSpots(req: StartRequest): { spot: string; amount: number }[] | undefined {
  if (req.call !== 'bet') return undefined
  const bets = [
    ...(req.roulette ?? []).map((b) => ({
      spot: b.numbers?.length
        ? `${b.type}:${[...b.numbers].sort((x, y) => x - y).join('-')}`
        : b.which
          ? `${b.type}:${b.which}`
          : b.type,
      amount: b.stake,
    })),
    ...(req.baccarat ?? []).map((b) => ({ spot: b.bet, amount: b.stake })),
    ...(req.sicbo ?? []).map((b) => ({
      spot: b.numbers?.length ? `${b.type}:${b.numbers.join('-')}` : b.type,
      amount: b.stake,
    })),
  ]
  return bets.length ? bets : undefined
}
