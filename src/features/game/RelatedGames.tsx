import type { Game } from '../../../contract/games.ts'
import { useGame } from '../../stores/game.ts'
import { useGames } from '../../stores/games.ts'
import { da } from '../../text/da.ts'
import { GameCard } from '../../ui/GameCard.tsx'
import { ProviderLogos } from '../../ui/ProviderLogos.tsx'
import { Section } from '../../ui/Section.tsx'

const t = da.game
const detail = (key: 'theme' | 'features', value: string) =>
  `/alle-spil/kategorier/sort?${new URLSearchParams({ key, value })}`

/**
 * Under the game: 'Spil med samme tema' and 'Spil med samme funktioner' (10 games each, with a link
 * to the whole filtered list) and the providers slider (SPEC.md section 2).
 */
export function RelatedGames({ game }: { game: Game }) {
  const { related } = useGame()
  const { providers } = useGames()
  const theme = game.theme.split('|')[0]
  const feature = game.features[0]
  return (
    <>
      {theme && related.theme.length > 0 && (
        <Section title={t.sameTheme} more={{ href: detail('theme', theme), label: t.seeAll }}>
          {(related.theme as Game[]).map((g) => (
            <GameCard key={g.id} game={g} />
          ))}
        </Section>
      )}
      {feature && related.features.length > 0 && (
        <Section title={t.sameFeatures} more={{ href: detail('features', feature), label: t.seeAll }}>
          {(related.features as Game[]).map((g) => (
            <GameCard key={g.id} game={g} />
          ))}
        </Section>
      )}
      <ProviderLogos id="game-providers" title={t.providers} providers={providers.data} />
    </>
  )
}
