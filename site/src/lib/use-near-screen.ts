// Whether an element has come within a screen's height of the viewport: a settings section whose body is a
// chunk of its own (Domains, Webhooks) loads it then, so the page's first load does not carry it.
import { useEffect, useState, type RefObject } from 'react'

/** True once the element has come near the screen (at once without IntersectionObserver); it stays true. */
export function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = element.current
    if (near || !el) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
