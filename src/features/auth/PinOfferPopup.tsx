import { useState } from 'react'
import { writePersisted } from '../../lib/persisted.ts'
import { openModal } from '../../stores/modals.ts'
import { da } from '../../text/da.ts'
import { ChoiceActions } from '../../ui/ChoiceActions.tsx'
import { Modal } from '../../ui/Modal.tsx'

const t = da.auth.pinOffer

/** PIN_LOGIN_POPUP: offered after login; 'Vis ikke igen' stores a flag (SPEC.md section 2). */
export function PinOfferPopup({ onClose }: { onClose: () => void }) {
  const [never, setNever] = useState(false)
  const close = () => {
    if (never) writePersisted('pinPopup', true)
    onClose()
  }
  return (
    <Modal title={t.title} onClose={close}>
      <p>{t.text}</p>
      <label className="check">
        <input type="checkbox" checked={never} onChange={(e) => setNever(e.target.checked)} />
        {t.dontShow}
      </label>
      <ChoiceActions
        back={{ label: t.skip, onClick: close }}
        go={{
          label: t.use,
          onClick: () => {
            if (never) writePersisted('pinPopup', true)
            openModal('PIN_LOGIN', { action: 'set' }, ['PIN_LOGIN_POPUP'])
          },
        }}
      />
    </Modal>
  )
}
