// The search box of an admin list: the text is searched when the form is sent.
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { adminCopy } from './admin-copy'

export function SearchForm({ label, onSearch }: { label: string; onSearch(text: string): void }) {
  const [text, setText] = useState('')
  return (
    <form role="search" className="flex gap-2" onSubmit={(e) => (e.preventDefault(), onSearch(text.trim()))}>
      <Input aria-label={label} placeholder={label} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="outline">
        {adminCopy.links.searchButton}
      </Button>
    </form>
  )
}
