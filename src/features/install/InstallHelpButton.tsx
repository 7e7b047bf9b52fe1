import { closeModal } from '../../stores/modals.ts'
import { showInstallHelp } from './install-state.ts'
import { installText as t } from './text.ts'

/** The sidebar's iPhone hint opens the install steps (or the browser's install offer) on request. */
export function InstallHelpButton() {
  return (
    <button
      type="button"
      className="linkbtn"
      onClick={() => {
        closeModal('LEFT_SIDEBAR')
        showInstallHelp()
      }}
    >
      {t.sidebarButton}
    </button>
  )
}
