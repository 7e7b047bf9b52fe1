import { da } from '../../text/da.ts'

/** A routed screen whose issue has not landed yet: said plainly, not faked. */
export function Pending() {
  return (
    <div className="pending">
      <h1>{da.pending.title}</h1>
      <p>{da.pending.text}</p>
    </div>
  )
}
