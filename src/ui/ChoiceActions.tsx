type Choice = { label: string; onClick: () => void; busy?: boolean }

/**
 * A dialog's two answers: the way out as a ghost button first, the action it offers as the main
 * button after it (the order every confirm-style modal of SPEC.md section 2 shows).
 */
export function ChoiceActions({ back, go }: { back: Choice; go: Choice }) {
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--ghost" onClick={back.onClick}>
        {back.label}
      </button>
      <button type="button" className="btn" onClick={go.onClick} disabled={go.busy} aria-busy={go.busy}>
        {go.label}
      </button>
    </div>
  )
}
