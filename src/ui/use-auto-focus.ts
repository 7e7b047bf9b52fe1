import { useLayoutEffect, useRef } from 'react'
import { INPUT_AUTOFOCUS_MS } from '../lib/constants.ts'

/** What shows the player has already started on the form: the focus is then theirs to keep. */
const TOUCH_EVENTS = ['pointerdown', 'keydown', 'input'] as const

/**
 * Focuses the element 500 ms after mount, once the modal has slid in (SPEC.md section 9), unless the
 * player clicked or typed in the meantime: a fast typist's password must not land in the user name.
 */
export function useAutoFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  // A layout effect: the listeners must be in place from the first paint, before any key can arrive.
  useLayoutEffect(() => {
    let touched = false
    const touch = () => {
      touched = true
    }
    for (const e of TOUCH_EVENTS) document.addEventListener(e, touch, true)
    const timer = setTimeout(() => {
      if (!touched) ref.current?.focus()
    }, INPUT_AUTOFOCUS_MS)
    return () => {
      clearTimeout(timer)
      for (const e of TOUCH_EVENTS) document.removeEventListener(e, touch, true)
    }
  }, [])
  return ref
}
