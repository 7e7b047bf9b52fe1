import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { seoFor } from '../../lib/seo.ts'
import { loadSeo, useContent } from '../../stores/content.ts'

/** Applies the Content API's title and meta description for the current route (seo/get-seo-data). */
export function Seo() {
  const [path] = useLocation()
  const { seo } = useContent()
  useEffect(() => {
    // After the first paint: the SEO data is not needed to show the page.
    const id = setTimeout(() => void loadSeo(), 0)
    return () => clearTimeout(id)
  }, [])
  useEffect(() => {
    const entry = seoFor(seo.data ?? [], path)
    if (!entry) return
    document.title = entry.title
    document.querySelector('meta[name="description"]')?.setAttribute('content', entry.description)
  }, [seo.data, path])
  return null
}
