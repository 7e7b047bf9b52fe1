import { useState } from 'react'
import type { SignupPrefill } from '../../../contract/player.ts'
import { clearFlow, readFlow, type SignupFlow } from '../../lib/signup-flow.ts'
import { goHome, submitAccount, submitStep1, submitStep3 } from '../../stores/signup.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { StepIndicator } from './Controls.tsx'
import { Step1 } from './Step1.tsx'
import { Step2 } from './Step2.tsx'
import { Step3 } from './Step3.tsx'
import { Step4 } from './Step4.tsx'
import './signup.css'

type Props = {
  onClose: () => void
  /** Set by /mitid-verify/success/signup: step 3 with the CPR register's data. */
  step?: unknown
  prefill?: unknown
  /** A failure on the way back from MitID, shown in step 1. */
  error?: unknown
}

/**
 * Where to start: the props from the MitID return, else a flow saved in this tab past MitID (a reload
 * in step 3 or 4), else step 1 with any e-mail already typed.
 */
function startFlow({ step, prefill }: Props): SignupFlow {
  const saved = readFlow()
  if (step === 3 && prefill) return { step: 3, email: saved?.email ?? '', prefill: prefill as SignupPrefill }
  if (step !== 1 && saved && saved.step >= 3 && saved.prefill) return saved
  return { step: 1, email: saved?.email ?? '' }
}

/** SIGN_UP: the four steps of SPEC.md section 2 (Sign-up). Closing it goes to /. */
export function SignUpModal(props: Props) {
  const [flow, setFlow] = useState(() => startFlow(props))
  const [error, setError] = useState(typeof props.error === 'string' ? props.error : null)
  const close = () => {
    clearFlow()
    props.onClose()
    goHome()
  }

  return (
    <Modal title={da.signup.title} onClose={close}>
      <div className="signup">
        <StepIndicator step={flow.step} />
        {flow.step === 1 && (
          <Step1
            email={flow.email}
            error={error}
            onSubmit={async (cpr, email) => {
              setError(null)
              const message = await submitStep1(cpr, email, () => setFlow({ step: 2, email }))
              if (!message) return
              setFlow({ step: 1, email })
              setError(message)
            }}
          />
        )}
        {flow.step === 2 && <Step2 />}
        {flow.step === 3 && flow.prefill && (
          <Step3
            prefill={flow.prefill}
            onConfirm={async (details) => {
              const answer = await submitStep3(details)
              if ('error' in answer) return answer.error
              setFlow((f) => ({ ...f, step: 4, status: answer.status }))
              return null
            }}
          />
        )}
        {flow.step === 4 && <Step4 status={flow.status} onSubmit={submitAccount} />}
      </div>
    </Modal>
  )
}
