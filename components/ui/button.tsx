import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

// Client islands import the variants from ./button-variants (no tailwind-merge); this re-export keeps
// `@/components/ui/button` the one place server components look for the button.
export { buttonVariants };

// What <Button> adds to the shared look: focus ring, disabled state, hover transition, icon sizing.
const interaction =
  'whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), interaction, className)}
      {...props}
    />
  );
}
