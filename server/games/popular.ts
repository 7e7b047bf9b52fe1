import type { Game } from '../../contract/games.ts'

/**
 * The popular list's order (SPEC.md section 9): hot games first, then clicks over the period, then
 * name; live tables are not in it.
 */
export function mostPlayed(
  games: Game[],
  clicks: ReadonlyMap<number, number>,
  opts: { excludeHot?: boolean; goHot?: boolean },
): Game[] {
  let out = games.filter((g) => g.category !== 'liveint')
  if (opts.excludeHot) out = out.filter((g) => !g.go_hot)
  if (opts.goHot) out = out.filter((g) => g.go_hot)
  return out.sort(
    (a, b) =>
      Number(b.go_hot) - Number(a.go_hot) ||
      (clicks.get(b.id) ?? 0) - (clicks.get(a.id) ?? 0) ||
      a.name.localeCompare(b.name, 'da'),
  )
}
