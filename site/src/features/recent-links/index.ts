// The recent links feature's door: the home page's list of links shortened in this browser.
export { recentLinksCopy } from './recent-links-copy'
export { forgetLinks, readRecentLinks, rememberLink, shortUrlParts, type RecentLink } from './recent-links-store'

/** The list's island, loaded when the form has a link to remember (it stays out of the home page's first load). */
export const loadRecentLinks = () => import('./RecentLinks')
