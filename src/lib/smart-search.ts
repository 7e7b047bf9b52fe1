// The query is written by the contract, so the server names the same answers the page asks for.
export { encodeSmartSearch, type Filters } from '../../contract/smart-search-query.ts'
