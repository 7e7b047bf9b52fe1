import { signedAmount, typeSubLabel, when } from '../../lib/history-format.ts'
import { useWallet } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Modal } from '../../ui/Modal.tsx'

const t = daWallet.history

/** TRANSACTION_INFO: one history row in full. */
export function TransactionInfo({ onClose }: { onClose: () => void }) {
  const tr = useWallet().selected
  return (
    <Modal title={t.infoTitle} onClose={onClose}>
      {tr && (
        <dl className="wallet__facts">
          <dt>{t.info.type}</dt>
          <dd>{typeSubLabel(tr.typeSub)}</dd>
          <dt>{t.info.amount}</dt>
          <dd>{signedAmount(tr)}</dd>
          <dt>{t.info.date}</dt>
          <dd>{when(tr.transactionDate)}</dd>
          {tr.text && (
            <>
              <dt>{t.info.text}</dt>
              <dd>{tr.text}</dd>
            </>
          )}
          {tr.status && (
            <>
              <dt>{t.info.status}</dt>
              <dd>{t.status[tr.status]}</dd>
            </>
          )}
          <dt>{t.info.id}</dt>
          <dd>{tr.transId}</dd>
        </dl>
      )}
    </Modal>
  )
}
