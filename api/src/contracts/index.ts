// The contracts module: imported by the API and the site alike. Imports nothing from the rest of api/.
import './zod-setup' // first: before any schema is built or used
export * from './messages'
export * from './constants'
export * from './reserved-codes'
export * from './error-codes'
export * from './dto'
export * from './url-rules'
export * from './text-rules'
export * from './short-url'
export * from './username'
export * from './link-schemas'
export * from './auth-schemas'
export * from './api-key-schemas'
