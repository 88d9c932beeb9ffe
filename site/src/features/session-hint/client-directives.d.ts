// Types for the product's own Astro client directive (see signed-in-directive.ts).
import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    'client:signed-in'?: boolean
  }
}
