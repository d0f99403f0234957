import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names without tailwind-merge: for client components, where merge's ~9 KB would land in
 * every page's JavaScript and there are no conflicting utilities to resolve.
 */
export { clsx as cx };

/** Joins class names and resolves conflicting Tailwind utilities (server components, primitives). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
