import { useEffect, useRef } from 'react'
import { INPUT_AUTOFOCUS_MS } from '../lib/constants.ts'

/** Focuses the element 500 ms after mount, once the modal has slid in (SPEC.md section 9). */
export function useAutoFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), INPUT_AUTOFOCUS_MS)
    return () => clearTimeout(timer)
  }, [])
  return ref
}
