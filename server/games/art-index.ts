import type { Snapshot } from './catalogue.ts'

/** What /cdn draws a game's, provider's or category's art from. */
export type ArtIndex = {
  games: Map<string, { name: string; theme: string; provider: string }>
  providers: Map<string, { title: string }>
  categories: Map<string, { label: string }>
}

const indexes = new WeakMap<Snapshot, ArtIndex>()

/**
 * The art index of one catalogue snapshot, made on first use and dropped with it: when the catalogue
 * version moves, the catalogue loads a new snapshot and the next image asks for a new index.
 */
export function artIndexOf(snap: Snapshot): ArtIndex {
  let index = indexes.get(snap)
  if (!index) {
    const titles = new Map(snap.providers.map((p) => [p.id, p.title]))
    index = {
      games: new Map(
        snap.games.map((g) => [
          g.game_id,
          { name: g.name, theme: g.theme.split('|')[0] ?? '', provider: titles.get(g.provider_id) ?? '' },
        ]),
      ),
      providers: new Map(snap.providers.map((p) => [p.name, { title: p.title }])),
      categories: new Map(snap.categories.map((c) => [c.name, { label: c.label }])),
    }
    indexes.set(snap, index)
  }
  return index
}
