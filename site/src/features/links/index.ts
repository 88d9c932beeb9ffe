// The links dashboard's door: nothing other features use yet. Its pages hydrate the island from its own
// module (Dashboard.tsx): Astro makes an island's module the page's entry, and a door as entry would carry
// everything it re-exports into the page.
export {}
