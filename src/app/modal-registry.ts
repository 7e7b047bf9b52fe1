import type { ComponentType } from 'react'
import type { ModalName } from '../stores/modals.ts'

/** Every modal gets its stored props and a close function that removes it from the stack. */
export type ModalComponent = ComponentType<{ onClose: () => void } & Record<string, unknown>>
export type ModalRegistry = Partial<Record<ModalName, ModalComponent>>
