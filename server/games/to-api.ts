import { type Game, gameImage, type Provider, providerLogo } from '../../contract/games.ts'
import type { GameRow, ProviderRow } from './repo.ts'

const KR = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** da-DK kr. with 2 decimals (SPEC.md section 9), from øre. */
export const formatKr = (ore: number) => `${KR.format(ore / 100)} kr.`

const isoDate = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10))

/** A database row as the Games API shows it: kr at the edge, pipe-joined theme, image URLs. */
export function gameToApi(g: GameRow, todayIso: string): Game {
  const release = isoDate(g.release_date)
  return {
    id: g.id,
    game_id: g.game_id,
    related_id: g.related_id,
    provider_id: g.provider_id,
    name: g.name,
    info: g.info,
    category: g.category,
    group_id: g.group_id,
    subprovider: g.subprovider,
    platform: g.platform,
    features: g.features as Game['features'],
    theme: g.themes.join('|'),
    go_hide: g.go_hide,
    go_new: g.go_new,
    go_hot: g.go_hot,
    go_priority: g.go_priority,
    clicks: g.clicks,
    exclusive: g.exclusive,
    onlyForMoney: g.only_for_money,
    min_stake: g.min_stake_ore / 100,
    payback: (g.payback_bp / 100).toFixed(2),
    bonus: g.buy_bonus,
    feature: g.volatility,
    paylines: g.paylines,
    jackpot_amount: g.jackpot_ore === null ? null : g.jackpot_ore / 100,
    jackpot_amount_formatted: g.jackpot_ore === null ? null : formatKr(g.jackpot_ore),
    images: {
      svg: gameImage(g.game_id, 'md'),
      thumb: gameImage(g.game_id, 'sm'),
      vertical: gameImage(g.game_id, 'vr'),
      bg: gameImage(g.game_id, 'xxl'),
    },
    svgimage: gameImage(g.game_id, 'md'),
    image: gameImage(g.game_id, 'md'),
    vertical_image: gameImage(g.game_id, 'vr'),
    upcoming_video_url: g.upcoming_video_url,
    release_date: release,
    release: release > todayIso ? 'upcoming' : 'released',
    videoUrl: g.video_url,
    subcat: g.subcat,
  }
}

export function providerToApi(p: ProviderRow, count: number): Provider {
  const logo = providerLogo(p.name)
  return {
    id: p.id,
    name: p.name,
    title: p.title,
    value: p.name,
    key: 'subprovider',
    label: p.label,
    category: 'provider',
    text: p.text,
    logo,
    images: { logo, vertical: logo },
    games: { count },
    isLive: p.is_live,
    hidden: p.hidden,
    verticalImage: logo,
    height: p.logo_height,
    width: p.logo_width,
  }
}
