/**
 * Money and times as a Danish player reads them (da-DK, two decimals, 'kr.'), from the studio's øre.
 * The same wording as the casino's src/lib/money.ts, so a balance reads alike inside and outside the frame.
 */
const KR = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const PERCENT = new Intl.NumberFormat('da-DK', { style: 'percent', minimumFractionDigits: 2 })
const TIME = new Intl.DateTimeFormat('da-DK', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Copenhagen',
})

/** 123456 øre -> '1.234,56 kr.' */
export const formatOre = (ore: number): string => `${KR.format(ore / 100)} kr.`

/** 0.9612 -> '96,12 %' */
export const formatRtp = (fraction: number): string => PERCENT.format(fraction)

/** An ISO instant as Copenhagen wall time, e.g. '03.05. 14.02.07'. */
export const formatTime = (iso: string): string => TIME.format(new Date(iso))
