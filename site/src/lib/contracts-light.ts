// The parts of the contracts that build no zod schema, for code that runs on every page (issue 13, point 3):
// importing '@contracts' itself brings zod and every schema into the page. Forms keep importing '@contracts'.
export * from '../../../api/src/contracts/messages'
export * from '../../../api/src/contracts/constants'
export * from '../../../api/src/contracts/error-codes'
export * from '../../../api/src/contracts/username'
export * from '../../../api/src/contracts/short-url'
export type * from '../../../api/src/contracts/dto'
