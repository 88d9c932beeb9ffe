// Small DOM helpers of the visitor shortener: a required element, a template's first element cloned.
export function part<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector)
  if (!found) throw new Error(`visitor shortener: ${selector} is missing`)
  return found
}

export function cloneTemplate<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  return part<HTMLTemplateElement>(root, `template${selector}`).content.firstElementChild!.cloneNode(true) as T
}
