'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * State of a disclosure (a button that shows and hides a panel): closes on Escape (focus back to the
 * button), on a click outside, when focus leaves it, and — given the current route — when the route
 * changes, because it remembers the route it was opened on instead of syncing in an effect.
 */
export function useDisclosure<
  C extends HTMLElement = HTMLDivElement,
  B extends HTMLElement = HTMLButtonElement,
>(route = '') {
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === route;
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<B>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        // This Escape is spent: the chat window, open beside it, stays open (and keeps off the focus).
        event.preventDefault();
        setOpenedOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    // Capture: runs before the chat's own Escape listener, whichever was added first.
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return {
    open,
    containerRef,
    buttonRef,
    toggle: () => setOpenedOn(open ? null : route),
    close: () => setOpenedOn(null),
    /** Put on the container: closes when focus moves outside it. */
    onBlur: (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpenedOn(null);
    },
  };
}
