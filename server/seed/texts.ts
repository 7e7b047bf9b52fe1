import {
  BONUS_DAYS_DEFAULT,
  BONUS_ROLLOVER_DEFAULT,
  WAGERING_CONTRIBUTION_PCT,
  WAGERING_ROULETTE_MAX_NUMBERS,
} from '../../contract/wallet-rules.ts'
import { LICENCE_PAGE } from './licences.ts'

/**
 * The text pages of the left sidebar (SPEC.md section 2: ids 101, 110, 21, 24, 41, 22), written as a
 * Danish operator would publish them. HTML is sanitised on write like any other content.
 */
export const TEXT_SEEDS: readonly { id: number; title: string; content: string }[] = [
  LICENCE_PAGE,
  {
    id: 101,
    title: 'Om GO Casino',
    content: `<p>GO Casino er et dansk online casino med over 500 spilleautomater, over tredive jackpotspil og 100 live borde.</p>
<p>Vi har tilladelse fra Spillemyndigheden til at udbyde online kasino i Danmark, og vi er under løbende tilsyn. Alle spil er testet og godkendt, og tilbagebetalingen (TBP) står ved hvert spil.</p>
<h3>Hvem står bag?</h3>
<p>GO Casino drives af GO Casino ApS, CVR 12345678. Du kan altid kontakte vores kundeservice via chatten i menuen.</p>`,
  },
  {
    id: 110,
    title: 'Vilkår og betingelser',
    content: `<h3>1. Generelt</h3>
<p>Disse vilkår gælder for din brug af GO Casino. Ved at oprette en konto accepterer du vilkårene. Du skal være fyldt 18 år og have bopæl i Danmark.</p>
<h3>2. Din konto</h3>
<p>Du må kun have én konto. Kontoen oprettes med MitID, og dine oplysninger hentes fra CPR-registret. Du er selv ansvarlig for at holde dit kodeord og din PIN kode hemmelig.</p>
<h3>3. Indbetaling og udbetaling</h3>
<p>Du kan indbetale med betalingskort, MobilePay og Apple Pay. Mindste indbetaling er 50 kr. Udbetalinger sendes til din NemKonto. Vi kan bede dig om at verificere din identitet, før en udbetaling gennemføres.</p>
<h3>4. Bonusser</h3>
<p>En bonus skal omsættes højst 10 gange inden for mindst 60 dage, før den kan udbetales. Bonusvilkårene står ved hvert tilbud.</p>
<h3>5. Ansvarligt spil</h3>
<p>Du kan sætte indbetalingsgrænser og udelukke dig selv i 24 timer, en måned eller permanent. Du kan også registrere dig i ROFUS – Register Over Frivilligt Udelukkede Spillere.</p>
<h3>6. Klager</h3>
<p>Har du en klage, så kontakt vores kundeservice. Er du ikke tilfreds med svaret, kan du klage til Spillemyndigheden, Englandsgade 25, 5000 Odense C.</p>`,
  },
  {
    id: 21,
    title: 'Ansvarligt spil',
    content: `<p>Spil skal være underholdning. Sæt dig et budget, før du spiller, og spil aldrig for penge, du ikke har råd til at tabe.</p>
<ul><li>Sæt en daglig, ugentlig eller månedlig indbetalingsgrænse under Min konto.</li><li>Tag en pause på 24 timer eller udeluk dig selv i en måned eller permanent.</li><li>Registrér dig i ROFUS for at blive udelukket fra alle danske spiludbydere.</li></ul>
<p>Har du brug for hjælp, så ring til StopSpillet på 70 22 28 25 eller besøg stopspillet.dk. Rådgivningen er gratis og anonym.</p>`,
  },
  {
    id: 24,
    title: 'Privatlivspolitik',
    content: `<p>Vi behandler dine personoplysninger efter databeskyttelsesforordningen (GDPR) og den danske databeskyttelseslov.</p>
<h3>Hvilke oplysninger gemmer vi?</h3>
<p>Navn, adresse, CPR-nummer, e-mail, mobilnummer, dine ind- og udbetalinger og din spilhistorik. Vi gemmer oplysningerne, så længe hvidvaskloven og spilleloven kræver det.</p>
<h3>Dine rettigheder</h3>
<p>Du har ret til indsigt, berigtigelse og sletning, når loven tillader det. Skriv til kundeservice, så hjælper vi dig.</p>`,
  },
  {
    id: 41,
    title: 'Bonusvilkår',
    content: `<p>Alle bonusser hos GO Casino følger de danske regler: en bonus er højst 1.000 kr. Vores bonusser skal omsættes ${BONUS_ROLLOVER_DEFAULT} gange inden for ${BONUS_DAYS_DEFAULT} dage (loven tillader højst 10 gange og kræver mindst 60 dage).</p>
<p>Indsatser tæller forskelligt med i omsætningen: spilleautomater ${WAGERING_CONTRIBUTION_PCT.slots} %, bordspil ${WAGERING_CONTRIBUTION_PCT.table} % og live casino ${WAGERING_CONTRIBUTION_PCT.live} %. En runde tæller kun med den del af indsatsen, der reelt er på spil: modsatte indsatser i samme runde (fx rød og sort, lige og ulige, banker og spiller) går ud med hinanden, og et roulettespin med indsatser på mere end ${WAGERING_ROULETTE_MAX_NUMBERS} tal tæller ikke med.</p>
<p>Gevinster fra gratis spins udbetales som bonuspenge med samme omsætningskrav. Du kan altid fortryde en bonus under Min konto, så nulstilles bonussaldoen.</p>`,
  },
  {
    id: 22,
    title: 'Cookiepolitik',
    content: `<p>Vi bruger cookies til at huske dit login, dine valg af visning og sortering og til at måle, hvordan siden bruges.</p>
<p>Nødvendige cookies kan ikke fravælges. Statistik- og marketingcookies sætter vi kun, hvis du giver samtykke under Cookie-indstillinger nederst på siden.</p>`,
  },
]
