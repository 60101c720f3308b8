import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg shadow-sm hover:bg-primary-hover',
        secondary: 'border border-border bg-surface text-foreground shadow-xs hover:bg-subtle',
        ghost: 'text-foreground hover:bg-subtle',
        link: 'rounded-sm px-0 text-brand-ink underline-offset-4 hover:underline',
        /** The button that deletes, removes or voids: what cannot be undone. */
        danger: 'border border-danger/50 bg-danger-subtle text-danger-ink shadow-sm hover:bg-danger-subtle/70',
        /** On the dark hero gradient. */
        light: 'bg-white text-hero shadow-sm hover:bg-white/90',
        lightOutline: 'border border-white/70 text-white hover:bg-white/10',
        lightGhost: 'text-white hover:bg-white/10',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-10 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
