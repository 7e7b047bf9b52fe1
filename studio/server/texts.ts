/** The studio's Danish texts: refusals the client shows, and what it tells the player of resolved rounds. */
export const ST = {
  badSignature: 'Ugyldig signatur',
  badToken: 'Spillet kunne ikke åbnes: linket er brugt eller udløbet. Åbn spillet igen fra casinoet.',
  wrongGame: 'Spilsessionen hører til et andet spil. Åbn spillet igen fra casinoet.',
  noSession: 'Din spilsession er udløbet. Åbn spillet igen fra casinoet.',
  sequence: 'Handlingen blev afvist, fordi den kom i forkert rækkefølge. Genindlæs spillet.',
  roundOpen: 'Din forrige runde er ikke afsluttet endnu.',
  featurePlaying: 'Din bonusrunde spilles stadig. Vent, til den er færdig, før du spiller igen.',
  noOpenRound: 'Der er ingen runde i gang.',
  roundChanged:
    'Handlingen blev afvist, fordi hånden allerede er ændret af en anden handling. Se den aktuelle hånd.',
  unknownGame: 'Spillet findes ikke.',
  clientNotBuilt: 'Spillet kan ikke vises lige nu, fordi spillets side ikke er bygget. Prøv igen om lidt.',
  funNotAllowed: 'Dette spil kan kun spilles for rigtige penge.',
  platformDesktop: 'Dette spil kan kun spilles på en computer.',
  platformMobile: 'Dette spil kan kun spilles på en mobil eller tablet.',
  wrongCall: 'Den handling findes ikke i dette spil.',
  badBet: 'Indsatsen er ikke gyldig i dette spil.',
  funBalance: 'Din demosaldo er for lav. Nulstil den for at spille videre.',
  insufficientFunds: 'Din saldo er for lav til denne indsats.',
  blocked: 'Du kan ikke spille for rigtige penge lige nu.',
  sessionEnded: 'Din session på casinoet er afsluttet. Log ind igen for at spille.',
  walletUnavailable:
    'Vi kunne ikke nå din konto. Runden er ikke afsluttet; den gøres færdig, så snart vi kan.',
  roundVoided: 'Runden blev annulleret, og din indsats er ført tilbage.',
  funOnly: 'Demosaldoen kan kun nulstilles i et spil for sjov.',
} as const

const kr = (ore: number) =>
  new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(ore / 100)
const when = (d: Date) =>
  new Intl.DateTimeFormat('da-DK', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(d)

/** The sentence the client shows about a round the studio finished after an interruption. */
export function resolvedText(
  resolution: 'completed' | 'voided',
  at: Date,
  stake: number,
  win: number,
): string {
  if (resolution === 'voided')
    return `Din runde fra ${when(at)} blev afbrudt, før resultatet var trukket. Den er annulleret, og din indsats på ${kr(stake)} er ført tilbage til din saldo.`
  return win > 0
    ? `Din runde fra ${when(at)} blev afbrudt, efter resultatet var trukket. Den er gjort færdig, og gevinsten på ${kr(win)} er udbetalt til din saldo.`
    : `Din runde fra ${when(at)} blev afbrudt, efter resultatet var trukket. Den er gjort færdig uden gevinst.`
}
