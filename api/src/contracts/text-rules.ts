// Rules for single-line text (names, addresses, codes): no control characters (C0, DEL, C1). Shared by the
// site's forms and the API (docs/decisions/0014).
export const CONTROL_CHARACTER = /[\x00-\x1f\x7f-\x9f]/

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text)
