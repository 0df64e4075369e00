import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'ghost'

/** Class names for anything that should look like a button, links included. */
export function buttonVariants({ variant = 'primary' }: { variant?: Variant } = {}): string {
  return variant === 'ghost' ? 'btn btn-ghost' : 'btn btn-primary'
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  pending?: boolean
}

export function Button({ variant, pending = false, className, children, ...rest }: ButtonProps) {
  return (
    <button className={`${buttonVariants({ variant })} ${className ?? ''}`} disabled={pending} {...rest}>
      {pending ? 'Saving…' : children}
    </button>
  )
}
