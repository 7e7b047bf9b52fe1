import { formatDaNumber } from '../../contract/da-format.ts'

/**
 * The one money formatter of the client (SPEC.md section 1: da-DK, 2 decimals). The APIs answer
 * kroner (contract/wallet-rules.ts); øre stay inside the server, so each name says the unit it takes.
 * Every result ends in 'kr.': a text never adds its own unit or a full stop right after an amount.
 * Without Intl, which costs the first screen a long task (contract/da-format.ts).
 */

/** 1234.5 -> '1.234,50 kr.' */
export const formatKr = (kr: number): string => `${formatDaNumber(kr, 2)} kr.`

/** Whole kroner, for the quick-amount buttons: 1000 -> '1.000 kr.' */
export const formatWholeKr = (kr: number): string => `${formatDaNumber(kr, 0)} kr.`

/** For the history list: money in with a plus, out with a minus: '+100,00 kr.', '−25,00 kr.' */
export const formatSignedKr = (kr: number, direction: 'in' | 'out'): string =>
  `${direction === 'in' ? '+' : '−'}${formatKr(kr)}`
