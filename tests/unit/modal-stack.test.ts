import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL_CLOSE_MS } from '../../src/lib/constants.ts'
import { closeModal, isModalOpen, modalsStore, openModal } from '../../src/stores/modals.ts'

const names = () => modalsStore.stack.map((m) => m.name)
const leaving = () => modalsStore.leaving.map((m) => m.name)

describe('the modal stack (SPEC.md section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    modalsStore.stack = []
    modalsStore.leaving = []
  })
  afterEach(() => vi.useRealTimers())

  it('stacks modals, the last on top, and never adds one that is open', () => {
    openModal('LEFT_SIDEBAR')
    openModal('TEXT_PAGE', { id: 101 })
    openModal('TEXT_PAGE', { id: 110 })
    expect(names()).toEqual(['LEFT_SIDEBAR', 'TEXT_PAGE'])
    // A second open of an open modal updates its props instead.
    expect(modalsStore.stack[1]?.props).toEqual({ id: 110 })
  })

  it("checks a modal's props against its name (the type check fails if these stop being errors)", () => {
    // @ts-expect-error PIN_LOGIN needs its action
    openModal('PIN_LOGIN')
    // @ts-expect-error a text page is opened by its numeric id
    openModal('TEXT_PAGE', { id: 'cookies' })
    // @ts-expect-error USER_AREA takes no props
    openModal('USER_AREA', { tab: 1 })
    openModal('PIN_LOGIN', { action: 'set' })
    expect(names()).toEqual(['PIN_LOGIN', 'TEXT_PAGE', 'USER_AREA'])
  })

  it('closes the modals named in closeBefore first', () => {
    openModal('SEARCH_MODAL')
    openModal('SMART_FILTERS')
    openModal('LOGIN', {}, ['SEARCH_MODAL', 'SMART_FILTERS'])
    expect(names()).toEqual(['LOGIN'])
    expect(leaving().sort()).toEqual(['SEARCH_MODAL', 'SMART_FILTERS'])
  })

  it('closes one or all; a closed modal plays out for 400 ms and is no longer open', () => {
    openModal('LEFT_SIDEBAR')
    openModal('RATE_US')
    openModal('CLIENT_SERVISE')
    closeModal('RATE_US')
    expect(names()).toEqual(['LEFT_SIDEBAR', 'CLIENT_SERVISE'])
    expect(isModalOpen('RATE_US')).toBe(false)
    expect(leaving()).toEqual(['RATE_US'])
    vi.advanceTimersByTime(MODAL_CLOSE_MS - 1)
    expect(leaving()).toEqual(['RATE_US'])
    vi.advanceTimersByTime(1)
    expect(leaving()).toEqual([])
    closeModal()
    expect(names()).toEqual([])
    expect(leaving().sort()).toEqual(['CLIENT_SERVISE', 'LEFT_SIDEBAR'])
    vi.advanceTimersByTime(MODAL_CLOSE_MS)
    expect(leaving()).toEqual([])
  })

  it('reopened while playing out, a modal is open again and stays', () => {
    openModal('TEXT_PAGE', { id: 21 })
    closeModal('TEXT_PAGE')
    vi.advanceTimersByTime(100)
    openModal('TEXT_PAGE', { id: 24 })
    expect(leaving()).toEqual([])
    vi.advanceTimersByTime(MODAL_CLOSE_MS)
    expect(names()).toEqual(['TEXT_PAGE'])
    expect(modalsStore.stack[0]?.props).toEqual({ id: 24 })
    // Closed again: its own 400 ms count, not the earlier one's.
    closeModal('TEXT_PAGE')
    vi.advanceTimersByTime(MODAL_CLOSE_MS - 1)
    expect(leaving()).toEqual(['TEXT_PAGE'])
    vi.advanceTimersByTime(1)
    expect(leaving()).toEqual([])
  })
})
