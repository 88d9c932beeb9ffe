// The one rule every text field of a request schema carries: no NUL, no unpaired surrogate (text-rules.ts,
// docs/decisions/0069). A field whose spec has its own sentence for a bad value (a URL, a short code, a tag)
// says that sentence; every other field says one message. Put last in a field's chain, so a length or
// pattern rule that fails too still speaks first. A guard test finds any string schema without it.
import { z } from 'zod'
import { messages } from './messages'
import { hasUnsafeText } from './text-rules'

/** The refinement's own function: the guard test recognises the rule by it. */
export const isSafeText = (v: string) => !hasUnsafeText(v)

/** The schema, refusing NUL and unpaired surrogates. */
export const safeText = <S extends z.ZodType<string, string>>(schema: S, message: string = messages.api.unsafeText): S => schema.refine(isSafeText, message)

/** Strings whose text a service judges entry by entry (with the same rule), and why: the guard test reads it. */
export const textJudgedElsewhere = z.registry<{ by: string }>()
