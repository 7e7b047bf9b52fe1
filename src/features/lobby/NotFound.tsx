import { Link } from 'wouter'
import { da } from '../../text/da.ts'

export function NotFound() {
  return (
    <div className="notfound">
      <h1 className="notfound__code">{da.notFound.title}</h1>
      <p>{da.notFound.text}</p>
      <Link href="/">{da.notFound.home}</Link>
    </div>
  )
}
