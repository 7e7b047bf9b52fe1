import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Game } from '../../contract/games.ts'
import { cmsApi } from '../../src/api/cms.ts'
import { gamesApi, launchApi } from '../../src/api/games.ts'
import { playerApi } from '../../src/api/player.ts'
import {
  canTryForFun,
  deviceRefusal,
  frameMessage,
  gameStore,
  launchGame,
  requestPlay,
  takePendingGame,
} from '../../src/stores/game.ts'
import { modalsStore } from '../../src/stores/modals.ts'
import { checkLogin, sessionStore } from '../../src/stores/session.ts'

const game = (over: Partial<Game>) =>
  ({ onlyForMoney: false, category: 'slots', group_id: 'slots', platform: 'all', ...over }) as Game

describe('real-money play while logged out (SPEC.md section 4)', () => {
  afterEach(() => {
    vi.useRealTimers()
    modalsStore.stack = []
    gameStore.pending = null
  })

  it('stores the pending game and opens the login modal after 0.5 s, then hands the game over once', () => {
    vi.useFakeTimers()
    sessionStore.loggedIn = false
    expect(requestPlay('book-of-go', 'money')).toBeNull()
    expect(gameStore.pending).toEqual({ gameId: 'book-of-go', mode: 'money' })
    vi.advanceTimersByTime(499)
    expect(modalsStore.stack.map((m) => m.name)).toEqual([])
    vi.advanceTimersByTime(1)
    expect(modalsStore.stack.map((m) => m.name)).toEqual(['LOGIN'])
    expect(takePendingGame()).toBe('/spil/book-of-go/money')
    expect(takePendingGame()).toBeNull()
  })

  it('sends fun play, and money play of a logged-in player, straight to the game page', () => {
    sessionStore.loggedIn = false
    expect(requestPlay('book-of-go', 'fun')).toBe('/spil/book-of-go/fun')
    sessionStore.loggedIn = true
    expect(requestPlay('book-of-go', 'money')).toBe('/spil/book-of-go/money')
    expect(gameStore.pending).toBeNull()
    sessionStore.loggedIn = false
  })
})

describe('a money game opened by its URL while the session check is still loading the account', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
    modalsStore.stack = []
    gameStore.pending = null
    gameStore.plays = {}
    Object.assign(sessionStore, { loggedIn: false, checked: false, user: null })
  })

  it('launches for the logged-in player and never shows them the login', async () => {
    Object.assign(sessionStore, { loggedIn: false, checked: false, user: null })
    let accountIn: (value: unknown) => void = () => undefined
    const account = new Promise((resolve) => {
      accountIn = resolve
    })
    vi.spyOn(playerApi, 'isLoggedIn').mockResolvedValue({ loggedIn: true } as never)
    vi.spyOn(playerApi, 'accountInformation').mockReturnValue(account as never)
    vi.spyOn(gamesApi, 'game').mockResolvedValue(game({ game_id: 'book-of-go' }))
    vi.spyOn(launchApi, 'session').mockResolvedValue({ sessId: 's1' } as never)
    const launch = vi.spyOn(launchApi, 'launch').mockResolvedValue({ data: { url: '/studio/x' } } as never)
    vi.spyOn(cmsApi, 'click').mockResolvedValue(undefined as never)
    // The app's own start-up check, then the game page, while the account is still on its way.
    const started = checkLogin()
    const opened = launchGame('book-of-go', 'money', null)
    await new Promise((r) => setTimeout(r, 600))
    expect(modalsStore.stack.map((m) => m.name)).toEqual([])
    accountIn({ user: { id: 7, userName: 'spiller' }, profile: {} })
    await Promise.all([started, opened])
    await new Promise((r) => setTimeout(r, 600))
    expect(modalsStore.stack.map((m) => m.name)).toEqual([])
    expect(launch).toHaveBeenCalledTimes(1)
    expect(gameStore.plays['book-of-go']?.status).toBe('ready')
  })
})

describe('the info popup rules (SPEC.md section 2)', () => {
  it("hides 'try for fun' for money-only games, live tables and logged-in players", () => {
    expect(canTryForFun(game({}), false)).toBe(true)
    expect(canTryForFun(game({}), true)).toBe(false)
    expect(canTryForFun(game({ onlyForMoney: true }), false)).toBe(false)
    expect(canTryForFun(game({ category: 'liveint' }), false)).toBe(false)
    expect(canTryForFun(game({ group_id: 'net-live' }), false)).toBe(false)
  })

  it('names the device a game needs when this one cannot play it (a desktop here)', () => {
    expect(deviceRefusal(game({ platform: 'all' }))).toBeNull()
    expect(deviceRefusal(game({ platform: 'desktop' }))).toBeNull()
    expect(deviceRefusal(game({ platform: 'mobile' }))).toBe('Dette spil kan kun spilles på en mobiltelefon.')
  })
})

describe('the game frame messages (SPEC.md section 4, Game page)', () => {
  it('logout goes home (a reload when the server ended the session), game-close to /velkommen', () => {
    expect(frameMessage({ type: 'logout', reason: 'player' }, '/spil/x/money')).toBe('/')
    expect(frameMessage({ type: 'logout', reason: 'session' }, '/spil/x/money')).toBe('reload')
    expect(frameMessage({ type: 'game-close' }, '/spil/x/money')).toBe('/velkommen')
  })

  it('ignores what is not a game message', () => {
    for (const m of [null, 'logout', 42, {}, { type: 'navigate', to: 'https://evil.example' }])
      expect(frameMessage(m, '/spil/x/fun')).toBeNull()
  })
})

describe('the pending game across the trip to MitID', () => {
  it('survives a full page load in sessionStorage, and is handed over once', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    })
    vi.useFakeTimers()
    sessionStore.loggedIn = false
    requestPlay('book-of-go', 'money')
    // The page is gone (MitID), only the tab's storage is left.
    gameStore.pending = null
    expect(takePendingGame()).toBe('/spil/book-of-go/money')
    expect(takePendingGame()).toBeNull()
    store.set('pendingGame', '{"gameId":"x","mode":"admin"}')
    expect(takePendingGame()).toBeNull()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    modalsStore.stack = []
  })
})
