import { da } from '../../text/da.ts'

/** /brand-book exists, its content is not shown publicly (SPEC.md section 2). */
export function BrandBook() {
  return (
    <div className="pending">
      <h1>{da.content.brandBook.title}</h1>
      <p>{da.content.brandBook.text}</p>
    </div>
  )
}
