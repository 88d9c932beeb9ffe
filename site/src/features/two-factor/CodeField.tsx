// The field a person types an authenticator (or recovery) code into: the browser may offer the code it
// received (`one-time-code`), and nothing corrects or capitalises what is typed.
import { useEffect, useRef } from 'react'
import { TextField } from '../../components/ui/field'

export interface CodeFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  help?: string
  disabled?: boolean
  className?: string
  /** 'numeric' for a 6-digit code only; recovery codes need letters. */
  inputMode?: 'numeric' | 'text'
  /** Takes the focus when shown: on a page whose one task is typing this code. */
  focusOnShow?: boolean
}

export function CodeField({ label, value, onChange, error, help, disabled, className, inputMode, focusOnShow }: CodeFieldProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnShow) box.current?.querySelector('input')?.focus()
  }, [focusOnShow])
  const field = (
    <TextField
      label={label}
      help={help}
      error={error}
      name="code"
      inputMode={inputMode}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(e) => onChange(e.target.value)}
    />
  )
  return focusOnShow ? <div ref={box}>{field}</div> : field
}
