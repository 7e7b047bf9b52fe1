import { useEffect } from 'react'
import { loadTexts, useContent } from '../../stores/content.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import './content.css'

/**
 * TEXT_PAGE: one of the sidebar's text pages. Its HTML was sanitised by the server (server/cms/sanitize.ts),
 * which is what makes inserting it as HTML safe.
 */
export function TextPage({ onClose, id }: { onClose: () => void; id?: number }) {
  const { texts } = useContent()
  useEffect(() => void loadTexts(), [])
  const page = texts.data?.find((p) => p.id === id)
  return (
    <Modal title={page?.title ?? da.common.loading} onClose={onClose}>
      {page ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (allow-list of tags, no scripts or handlers)
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.content }} />
      ) : (
        <p>{da.common.loading}</p>
      )}
    </Modal>
  )
}
