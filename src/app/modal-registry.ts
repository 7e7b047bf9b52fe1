import type { ComponentType } from 'react'
import type { ModalName, ModalProps } from '../stores/modals.ts'

/** Every modal gets the props it was opened with (typed by its name) and a close function. */
export type ModalComponent<N extends ModalName = ModalName> = ComponentType<
  ModalProps[N] & { onClose: () => void }
>
export type ModalRegistry = { [N in ModalName]?: ModalComponent<N> }
