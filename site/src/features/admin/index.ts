// The admin feature's door: nothing other features use yet. The admin page hydrates its island from its own
// module (AdminPage.tsx): Astro makes an island's module the page's entry, and a door as entry would carry
// everything it re-exports into the page.
export {}
