// A form rendered on the server (it shows with JavaScript off) whose controls stay disabled until its island
// has hydrated: typed before that, a value would be lost, and a submit would reach the server as a plain post
// (method="post", so no field ever lands in an address).
import { useEffect, useState, type FormHTMLAttributes } from 'react'

export function LiveForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  return (
    <form method="post" {...props}>
      <fieldset disabled={!live} className="contents">
        {children}
      </fieldset>
    </form>
  )
}
