// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast, toastsStore } from '../../src/stores/toasts.ts'
import { ToastHost } from '../../src/ui/ToastHost.tsx'

// SPEC.md section 9: a toast stays 4 seconds. The host is rendered after the first screen; a toast
// raised before it (a MitID error on arrival) must still be seen for its 4 seconds.
describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    toastsStore.list = []
    document.body.innerHTML = '<div id="root"></div>'
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows a toast for 4 seconds from when it is on screen, even when raised long before', async () => {
    showToast('MitID verification failed', 'error')
    await act(async () => vi.advanceTimersByTime(10_000))
    render(<ToastHost />)
    expect(screen.getByRole('status').textContent).toContain('MitID verification failed')
    await act(async () => vi.advanceTimersByTime(3_999))
    expect(screen.queryByText('MitID verification failed')).not.toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByText('MitID verification failed')).toBeNull()
  })

  it("closes a toast at once with its 'Luk besked' button", async () => {
    render(<ToastHost />)
    // The store tells its readers in a microtask.
    await act(async () => showToast('Kodeordet er ændret', 'success'))
    const close = screen.getByRole('button', { name: 'Luk besked' })
    await act(async () => close.click())
    expect(screen.queryByText('Kodeordet er ændret')).toBeNull()
  })
})
