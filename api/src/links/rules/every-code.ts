// What the rooms that change links announce to the redirect caches instead of one code, to empty every
// instance's cache (a blocklist change, a disabled account, a bulk change of many links).
export const EVERY_CODE = '*'
