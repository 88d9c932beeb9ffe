// Select on Radix Select. Give SelectTrigger an aria-label or a <Label htmlFor>.
import { Select as SelectPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/class-names'
import { CheckIcon, ChevronDownIcon } from '../icons'
import { slotted } from './slotted'
import { SELECT_TRIGGER_CLASSES } from './select-look'

export const Select = SelectPrimitive.Root
export const SelectValue = SelectPrimitive.Value

const Trigger = slotted(SelectPrimitive.Trigger, 'select-trigger', ...SELECT_TRIGGER_CLASSES)

export function SelectTrigger({ children, ...props }: ComponentProps<typeof Trigger>) {
  return (
    <Trigger {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="opacity-60" />
      </SelectPrimitive.Icon>
    </Trigger>
  )
}

export function SelectContent({ className, children, position = 'popper', ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-72 min-w-[8rem] overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-md',
          position === 'popper' && 'w-full min-w-[var(--radix-select-trigger-width)] translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

const Item = slotted(
  SelectPrimitive.Item,
  'select-item',
  'relative flex w-full cursor-default select-none items-center rounded-sm py-1.5 ps-8 pe-2 text-sm outline-none',
  'focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
)

export function SelectItem({ children, ...props }: ComponentProps<typeof Item>) {
  return (
    <Item {...props}>
      <span className="absolute start-2 flex h-3.5 w-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </Item>
  )
}
