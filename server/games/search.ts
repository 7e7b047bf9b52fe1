/**
 * The server's name search is the shared one in contract/name-search.ts: the service worker searches
 * the cached catalogue offline with the same folding and typo tolerance. Built once per catalogue
 * snapshot (catalogue.ts reloads on a new version).
 */
export * from '../../contract/name-search.ts'
