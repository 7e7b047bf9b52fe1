import { formatWholeKr, MIN_WITHDRAW_KR, TEMP_DEPOSIT_TOTAL_KR } from '../../contract/wallet-rules.ts'

/** The money modules' Danish answers; SPEC.md section 8 wording where it gives one. */
export const WT = {
  insufficient: 'Der er ikke penge nok på kontoen.',
  noBonus: 'Du har ingen aktiv bonus.',
  forfeitFailed: 'Something went wrong.',
  bonusUnavailable: 'Bonussen kan ikke vælges.',
  bonusActive: 'Du har allerede en aktiv bonus. Gennemspil eller nulstil den først.',
  withdrawMinimum: `Minimum beløb er ${MIN_WITHDRAW_KR} kr.`,
  withdrawAboveAvailable: (kr: string) => `Beløbet er større end det, du kan hæve (${kr} kr.).`,
  withdrawBonus:
    'Du skal gennemspille din bonus eller nulstille den, før du kan hæve penge. Nulstiller du bonussen, mister du bonussaldoen.',
  withdrawTemp: 'Indtil kontoen er verificeret, kan du ikke hæve penge.',
  withdrawRequestReused: 'Udbetalingen er allerede modtaget.',
  voucherUnknown: 'Voucheren findes ikke, eller koden er forkert.',
  voucherUsed: 'Voucheren er allerede brugt.',
  voucherExpired: 'Voucheren er udløbet.',
  voucherTooMany: 'For mange forsøg. Vent et minut, og prøv igen.',
  tempMax: `Du kan højst indbetale ${formatWholeKr(TEMP_DEPOSIT_TOTAL_KR)} kr., før din konto er verificeret.`,
  notYou: 'Indbetalingen hører til en anden spiller.',
  crossSite: 'Forespørgslen blev afvist, fordi den ikke kom fra casinoets egen side.',
  blocked: 'Kontoen kan ikke spille lige nu.',
  sessionEnded: 'Spillerens session på casinoet er afsluttet.',
  unknownPlayer: 'Spilleren findes ikke.',
  rolledBack: 'Indsatsen er allerede annulleret.',
  roundSettled: 'Runden er gjort færdig med sin gevinst og kan ikke annulleres.',
  badSignature: 'Ugyldig signatur.',
  unknownCall: (path: string) => `Ukendt wallet-kald: ${path}`,
} as const
