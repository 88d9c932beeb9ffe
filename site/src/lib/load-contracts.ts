// The contracts' zod schemas, loaded when a settings form is first submitted: the settings page's first load
// carries none of zod (the server checks the same rules on every request).
export const loadContracts = () => import('@contracts')
