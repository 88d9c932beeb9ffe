// The sign-in page's single sign-on script: a sign-in the server refused comes back to /app/login with the
// reason in the address (`#error=…&error_description=…`, in the query too), shown here above the providers'
// buttons, then dropped from the address. The buttons need no script: each is a plain link to
// /auth/v1/authorize, the very request supabase-js's signInWithOAuth makes (implicit flow: provider and
// redirect_to, then window.location.assign), so it works the same with JavaScript off; the session it brings
// back in the fragment is taken up by supabase-js on /app/login. Nothing is imported: the page is near its
// JavaScript budget.
function showRefusal(): void {
  const box = document.querySelector<HTMLElement>('[data-sso-error]')
  const params = new URLSearchParams(window.location.hash.slice(1))
  const reason = params.get('error_description') ?? params.get('error')
  // Without providers the block stays hidden, and the address is left as it is.
  if (!box?.lastElementChild || !reason || box.parentElement?.closest('[hidden]')) return
  history.replaceState(history.state, '', window.location.pathname)
  box.lastElementChild.textContent = reason
  box.hidden = false
}

showRefusal()
