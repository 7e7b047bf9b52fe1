import { afterEach, describe, expect, it } from 'vitest'
import { readPersisted } from '../../src/lib/persisted.ts'
import {
  type AreaGame,
  areaPath,
  canAddGame,
  clampWidth,
  defaultBox,
  fitBox,
  gamesOfPage,
  moveBox,
  resizeBox,
  withGame,
  withoutGame,
} from '../../src/lib/player-area.ts'
import { gameStore, type PlayState } from '../../src/stores/game.ts'
import { modalsStore, openModal } from '../../src/stores/modals.ts'
import {
  areaStore,
  closeArea,
  isAreaPage,
  leaveGamePage,
  popNavigation,
  showGamePage,
} from '../../src/stores/player-area.ts'

const screen = { width: 1280, height: 720 }

describe('the minimised window (SPEC.md section 4 and the constants table: 22vw by 20vw, x 20, min width 415, max 80 %)', () => {
  it('opens 22vw wide at x 20 on a wide screen, near the bottom, with the game at 16:9 under its bar', () => {
    const wide = { width: 2400, height: 1350 }
    const box = defaultBox(wide)
    expect(box.x).toBe(20)
    expect(box.width).toBe(528)
    expect(box.height).toBe(480)
    expect(box.y + box.height).toBeLessThanOrEqual(wide.height)
  })

  it('is never narrower than 415 px, even where 22vw is less', () => {
    expect(defaultBox(screen).width).toBe(415)
    expect(clampWidth(100, screen)).toBe(415)
    expect(resizeBox(defaultBox(screen), -300, screen).width).toBe(415)
  })

  it('is never wider than 80 % of the screen', () => {
    expect(clampWidth(5000, screen)).toBe(1024)
    const grown = resizeBox({ x: 0, y: 0, width: 415, height: 269 }, 2000, { width: 1280, height: 2000 })
    expect(grown.width).toBe(1024)
  })

  it('keeps 16:9 when resized from its corner, the top-left corner staying put', () => {
    const box = resizeBox({ x: 40, y: 30, width: 415, height: 269 }, 225, screen)
    expect(box).toMatchObject({ x: 40, y: 30, width: 640 })
    expect(box.height - 36).toBe(360)
  })

  it('stays on screen when dragged past an edge, and a stored place is fitted to a smaller screen', () => {
    const box = defaultBox(screen)
    expect(moveBox(box, -500, -2000, screen)).toMatchObject({ x: 0, y: 0 })
    const right = moveBox(box, 5000, 0, screen)
    expect(right.x + right.width).toBe(screen.width)
    const fitted = fitBox({ x: 1500, y: 900, width: 1400, height: 824 }, screen)
    expect(fitted.width).toBe(1024)
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(screen.width)
    expect(fitted.y + fitted.height).toBeLessThanOrEqual(screen.height)
  })
})

describe('multi-screen (SPEC.md section 4: up to 4 games)', () => {
  const one: AreaGame[] = [{ gameId: 'a', mode: 'fun' }]

  it('adds games up to 4; the add control is off at 4 and a fifth is refused', () => {
    let games = one
    for (const id of ['b', 'c', 'd']) {
      expect(canAddGame(games)).toBe(true)
      games = withGame(games, id)
    }
    expect(games.map((g) => g.gameId)).toEqual(['a', 'b', 'c', 'd'])
    expect(canAddGame(games)).toBe(false)
    expect(withGame(games, 'e')).toHaveLength(4)
  })

  it('never holds a game twice, and every game plays in the first game’s mode', () => {
    const games = withGame(withGame([{ gameId: 'a', mode: 'money' }], 'b'), 'b')
    expect(games).toEqual([
      { gameId: 'a', mode: 'money' },
      { gameId: 'b', mode: 'money' },
    ])
  })

  it('names its games in the page URL; shrinking to one resets the URL to that single game', () => {
    const games = withGame(withGame(one, 'b'), 'c')
    expect(areaPath(games)).toBe('/spil/a/fun?flere=b,c')
    expect(gamesOfPage('a', 'fun', '?flere=b,c')).toEqual(games)
    expect(areaPath(withoutGame(withoutGame(games, 'a'), 'c'))).toBe('/spil/b/fun')
  })

  it('reads at most 4 games from a URL, without repeats', () => {
    expect(gamesOfPage('a', 'fun', '?flere=b,a,c,d,e,f').map((g) => g.gameId)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('the player area store (SPEC.md section 4)', () => {
  const running = (gameId: string, mode: 'fun' | 'money'): PlayState => ({
    key: `${gameId}/${mode}/1`,
    status: 'ready',
    game: null,
    url: `/studio/play/${gameId}`,
    mode,
    message: null,
  })
  /** The game page shows these games in one mode, each already running. */
  const playing = (mode: 'fun' | 'money', ...ids: string[]) => {
    showGamePage(ids.map((gameId) => ({ gameId, mode })))
    for (const id of ids) gameStore.plays[id] = running(id, mode)
  }
  afterEach(() => {
    closeArea()
    modalsStore.stack = []
    gameStore.plays = {}
  })

  it('a game left for another page goes minimised and keeps running; closing ends it and clears the data', () => {
    playing('fun', 'a')
    expect(isAreaPage('/spil/a/fun')).toBe(true)
    expect(isAreaPage('/alle-spil/slots')).toBe(false)
    leaveGamePage()
    expect(areaStore.minimizeMode).toBe(true)
    expect(gameStore.plays.a?.status).toBe('ready')
    closeArea()
    expect(areaStore.games).toEqual([])
    expect(areaStore.minimizeMode).toBe(false)
    expect(gameStore.plays.a).toBeUndefined()
  })

  it('leaving the multi-screen ends it', () => {
    playing('fun', 'a', 'b')
    expect(areaStore.multiScreenMode).toBe(true)
    leaveGamePage()
    expect(areaStore.games).toEqual([])
    expect(gameStore.plays).toEqual({})
  })

  it('a game page for other games ends the games it no longer shows', () => {
    playing('fun', 'a', 'b')
    showGamePage([{ gameId: 'b', mode: 'fun' }])
    expect(areaStore.multiScreenMode).toBe(false)
    expect(gameStore.plays.a).toBeUndefined()
    expect(gameStore.plays.b?.status).toBe('ready')
  })

  it('a login modal opening during money mode ends the game; during fun mode it does not', async () => {
    playing('fun', 'a')
    openModal('LOGIN')
    await new Promise((r) => setTimeout(r, 0))
    expect(areaStore.games).toHaveLength(1)
    modalsStore.stack = []
    playing('money', 'm')
    openModal('LOGIN')
    await new Promise((r) => setTimeout(r, 0))
    expect(areaStore.games).toEqual([])
    expect(gameStore.plays.m).toBeUndefined()
  })

  it('setting a PIN is not a login: the money game goes on', async () => {
    playing('money', 'm')
    openModal('PIN_LOGIN', { action: 'set' })
    await new Promise((r) => setTimeout(r, 0))
    expect(areaStore.games).toHaveLength(1)
    openModal('PIN_LOGIN', { action: 'check' })
    await new Promise((r) => setTimeout(r, 0))
    expect(areaStore.games).toEqual([])
  })

  it('a pop-type navigation during money mode ends the game; during fun mode it does not', () => {
    playing('fun', 'a')
    popNavigation()
    expect(areaStore.games).toHaveLength(1)
    playing('money', 'm')
    leaveGamePage()
    popNavigation()
    expect(areaStore.games).toEqual([])
  })
})

describe('the stored minimised state (SPEC.md section 3, Minimised games state)', () => {
  const storage = (value: unknown) => {
    const map = new Map<string, string>([['k', JSON.stringify(value)]])
    return {
      getItem: (k: string) =>
        k === 'minimizedGames' || k === 'gamesPosition' ? (map.get('k') ?? null) : null,
      setItem: (_k: string, v: string) => map.set('k', v),
    } as unknown as Storage
  }
  const state = {
    games: [{ gameId: 'a', mode: 'fun' }],
    minimizeMode: true,
    multiScreenMode: false,
    mode: 'fun',
    fullScreen: false,
    collapsed: false,
  }

  it('reads back what was stored: the games, the modes and each game’s window place', () => {
    expect(readPersisted('minimizedGames', storage(state))).toEqual(state)
    const places = { a: { x: 20, y: 400, width: 415, height: 269 } }
    expect(readPersisted('gamesPosition', storage(places))).toEqual(places)
  })

  it('drops a stored state that breaks the rules: a fifth game, an unknown mode, a box without size', () => {
    const five = { ...state, games: ['a', 'b', 'c', 'd', 'e'].map((gameId) => ({ gameId, mode: 'fun' })) }
    expect(readPersisted('minimizedGames', storage(five))).toBeNull()
    expect(readPersisted('minimizedGames', storage({ ...state, mode: 'live' }))).toBeNull()
    expect(readPersisted('gamesPosition', storage({ a: { x: 1, y: 1, width: 0, height: 9 } }))).toEqual({})
  })
})
