// Card container and its parts.
import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/class-names'

type DivProps = HTMLAttributes<HTMLDivElement>

export function Card({ className, ...props }: DivProps) {
  return <div data-slot="card" className={cn('rounded-lg border border-border bg-white text-foreground shadow-sm', className)} {...props} />
}
export function CardHeader({ className, ...props }: DivProps) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
}
export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 data-slot="card-title" className={cn('text-xl font-semibold leading-none tracking-tight', className)} {...props} />
}
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}
export function CardContent({ className, ...props }: DivProps) {
  return <div data-slot="card-content" className={cn('p-6 pt-0', className)} {...props} />
}
export function CardFooter({ className, ...props }: DivProps) {
  return <div data-slot="card-footer" className={cn('flex items-center p-6 pt-0', className)} {...props} />
}
