import {
  Atom,
  Bot,
  Code2,
  GraduationCap,
  HeartPulse,
  Landmark,
  Newspaper,
  Palette,
  Store,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { PageId } from '@/lib/routes';

/** The site's areas as the home and about pages list them (messages `areas.<page id>`), with their icons. */
export const areas = {
  aiUniverse: Bot,
  healthTech: HeartPulse,
  dao: Landmark,
  quantum: Atom,
  web3: Wallet,
  academy: GraduationCap,
  creatorHub: Palette,
  builders: Code2,
  marketplace: Store,
  newsroom: Newspaper,
} as const satisfies Partial<Record<PageId, LucideIcon>>;
