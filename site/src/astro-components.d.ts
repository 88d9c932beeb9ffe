// tsc does not read .astro files: a feature's door (index.ts) re-exports its .astro components under this
// type; Astro checks their props where pages use them.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown
  export default Component
}
