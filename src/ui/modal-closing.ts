import { createContext } from 'react'

/** True for a modal playing its close animation (stores/modals.ts `leaving`); ModalHost provides it. */
export const ModalClosing = createContext(false)
