// The button's look (shape, colours, size), in a module without tailwind-merge so that client islands
// can style their own buttons with it. Their classes are joined by `cx`, not merged, so
// no two parts here set the same property (the text size, say, comes with the size and only there).
// <Button> (components/ui/button.tsx) adds its interaction details (focus ring, disabled, transition) on
// top; islands keep their own states (aria-disabled while pending), which is why those stay out of here.
// A plain lookup rather than cva: the header's Join button and the footer's newsletter form use it on
// every page, where every byte is first-load JavaScript.
import { cx } from '@/lib/utils';

const base = 'inline-flex items-center justify-center gap-2 rounded-full font-semibold';

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
  outline: 'border border-border bg-transparent text-foreground hover:bg-surface-2',
  ghost: 'bg-transparent text-foreground hover:bg-surface-2',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
} as const;

const sizes = {
  default: 'h-10 px-5 text-sm',
  /** As tall as the default, narrower: beside other controls in a card. */
  compact: 'h-10 px-4 text-sm',
  /** As tall as a form's text fields (h-11), so a submit button lines up with them. */
  field: 'h-11 px-6 text-sm',
  sm: 'h-8 px-3 text-xs',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10 text-sm',
} as const;

export type ButtonVariantProps = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
};

export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return cx(base, variants[variant ?? 'default'], sizes[size ?? 'default'], className);
}
