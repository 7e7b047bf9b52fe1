import { useEffect } from 'react'
import type { Game } from '../../../contract/games.ts'
import { loadFavourites, useFavourites } from '../../stores/favourites.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { GameCard } from '../../ui/GameCard.tsx'
import { Section } from '../../ui/Section.tsx'

const t = da.content.favourites

/** 'Dine favoritter' and 'Senest spillede' on the home page, for logged-in players only (SPEC.md section 2). */
export default function PlayerRows() {
  const { user } = useSession()
  const fav = useFavourites()
  const userId = user?.id
  useEffect(() => {
    if (userId) void loadFavourites(userId)
  }, [userId])
  if (!userId) return null
  return (
    <>
      {fav.favourites.length > 0 && (
        <Section title={t.title} more={{ href: '/konto/favoritter', label: da.lobby.more }}>
          {(fav.favourites as Game[]).map((g) => (
            <GameCard key={g.id} game={g} heart />
          ))}
        </Section>
      )}
      {fav.recent.length > 0 && (
        <Section title={t.recent}>
          {(fav.recent as Game[]).map((g) => (
            <GameCard key={g.id} game={g} heart />
          ))}
        </Section>
      )}
    </>
  )
}
