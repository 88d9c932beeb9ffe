// The bookmarklet's code (docs/decisions/0089): run on any page, it opens this instance's dashboard in a new
// tab with the Add New Link dialog filled in with that page's address. It sends nothing anywhere by itself
// and opens the tab without an opener, so the page cannot reach Snip's tab.

/** The `javascript:` address of the bookmarklet for the instance at `origin` (no trailing slash). */
export function bookmarkletCode(origin: string): string {
  // A javascript: address is percent-decoded before it runs: the code holds no "%" (an origin has none).
  const start = JSON.stringify(`${origin}/app/dashboard?url=`)
  return `javascript:void window.open(${start}+encodeURIComponent(location.href),'_blank','noopener')`
}
