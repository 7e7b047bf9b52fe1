import { useEffect } from 'react'
import { HISTORY_PAGE_SIZE } from '../../lib/constants.ts'
import { pages, showDay, signedAmount, typeSubLabel, when } from '../../lib/history-format.ts'
import { openModal } from '../../stores/modals.ts'
import {
  loadHistory,
  selectTransaction,
  setHistoryGroup,
  setHistoryPage,
  useWallet,
} from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import './wallet.css'

const t = daWallet.history

/**
 * TRANSACTION_HISTORY at /konto/historik (SPEC.md sections 2 and 3): the last 90 days by default, a
 * type filter, the range through the choose-date modal, 10 rows a page; a row opens TRANSACTION_INFO.
 */
export function History({ onClose }: { onClose: () => void }) {
  const { history: h } = useWallet()
  useEffect(() => {
    void loadHistory()
  }, [])
  const last = pages(h.count, HISTORY_PAGE_SIZE)
  const open = (tr: (typeof h.rows)[number]) => {
    selectTransaction({ ...tr })
    openModal('TRANSACTION_INFO')
  }
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <div className="wallet">
        <fieldset className="wallet__tabs">
          <legend className="visually-hidden">{t.filter}</legend>
          {t.groups.map((label, group) => (
            <button
              key={label}
              type="button"
              className="chip"
              aria-pressed={h.group === group}
              onClick={() => setHistoryGroup(group)}
            >
              {label}
            </button>
          ))}
        </fieldset>
        <fieldset className="wallet__range">
          <legend className="visually-hidden">{t.range}</legend>
          {(['from', 'to'] as const).map((which) => (
            <button
              key={which}
              type="button"
              className="btn btn--ghost"
              onClick={() => openModal('TRANSACTION_CHOOSE_DATE', { which })}
            >
              {`${t[which]}: ${showDay(h[which])}`}
            </button>
          ))}
        </fieldset>
        <FormAlert message={h.error} />
        <p className="wallet__muted" aria-live="polite">
          {h.loading ? daWallet.deposit.loading : t.count(h.count)}
        </p>
        {h.rows.length === 0 && !h.loading ? (
          <p>{t.empty}</p>
        ) : (
          <table className="wallet__table">
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.type}</th>
                <th scope="col">{t.columns.amount}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {h.rows.map((tr) => (
                <tr key={tr.transId}>
                  <td>{when(tr.transactionDate)}</td>
                  <td>
                    <button
                      type="button"
                      className="linkbtn"
                      aria-label={t.details(typeSubLabel(tr.typeSub), when(tr.transactionDate))}
                      onClick={() => open(tr)}
                    >
                      {typeSubLabel(tr.typeSub)}
                    </button>
                  </td>
                  <td className={tr.type === 1 ? 'wallet__in' : 'wallet__out'}>{signedAmount(tr)}</td>
                  <td>{tr.status ? t.status[tr.status] : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {last > 1 && (
          <nav className="wallet__paging" aria-label={t.page(h.page, last)}>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={h.page <= 1}
              onClick={() => setHistoryPage(h.page - 1)}
            >
              {t.prev}
            </button>
            <span>{t.page(h.page, last)}</span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={h.page >= last}
              onClick={() => setHistoryPage(h.page + 1)}
            >
              {t.next}
            </button>
          </nav>
        )}
      </div>
    </Modal>
  )
}
