import 'server-only';
// Which engine makes a generation: the operator's configured provider for the kind (lib/studio/engines
// index: STUDIO_IMAGE_* / STUDIO_VIDEO_*), else the built-in sketch engine; visitors always get the
// built-in one. A job names its engine by id, so a job queued before a restart finds it again.
import { configuredEngines } from './engines';
import { sketchEngine } from './engines/sketch';
import type { Engine } from './engines/types';
import type { Kind } from './rules';

let configured: ReturnType<typeof configuredEngines> | null = null;
const engines = () => (configured ??= configuredEngines());

export function engineFor(kind: Kind, options: { visitor: boolean }): Engine {
  if (options.visitor) return sketchEngine;
  return engines()[kind] ?? sketchEngine;
}

/** The engine a stored job names, or null when it is no longer configured. */
export function engineById(id: string): Engine | null {
  if (id === sketchEngine.id) return sketchEngine;
  const { image, video } = engines();
  return [image, video].find((e) => e?.id === id) ?? null;
}

export const isBuiltIn = (engine: Engine) => engine.id === sketchEngine.id;

/** Tests: forget the configuration read, so the next call reads the environment again. */
export function resetEngines() {
  configured = null;
}
