'use client';

// A password input with a named "show password" toggle (aria-pressed), for every password field.
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cx } from '@/lib/utils';
import { Input } from './field';

export function PasswordInput({
  showLabel,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type'> & { showLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    // The classes size the whole field (input and toggle), so the toggle stays inside the input.
    <div className={cx('relative', className)}>
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        aria-label={showLabel}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
        className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-foreground"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
