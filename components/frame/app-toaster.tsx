'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { registerToasterMount } from '@/components/frame/toast';
import { constants } from '@/lib/site';

/** Mounts sonner's Toaster on the first toast (see components/frame/toast.ts). */
export function AppToaster({ label }: { label: string }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const ready = useRef<(() => void) | null>(null);
  const mounted = useRef<Promise<void> | null>(null);

  useEffect(() => {
    registerToasterMount(() => {
      mounted.current ??= import('sonner').then(
        (sonner) =>
          new Promise<void>((resolve) => {
            ready.current = resolve;
            setToaster(() => sonner.Toaster);
          }),
      );
      return mounted.current;
    });
    return () => registerToasterMount(null);
  }, []);

  // Runs after the Toaster child's own effects, so it is subscribed before the first toast is sent.
  useEffect(() => {
    if (Toaster) ready.current?.();
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={constants.toastDurationMs}
      hotkey={constants.toastHotkey}
      containerAriaLabel={label}
      closeButton
      richColors
      toastOptions={{
        classNames: {
          toast: 'border border-border !bg-surface !text-foreground',
          error: '!bg-[#3a0d12] !text-[#ffe3e3] !border-destructive',
          description: '!text-muted',
          // sonner's close button is 20 px: WCAG 2.5.8 asks for a 24 px target.
          closeButton: '!size-6',
        },
      }}
    />
  );
}
