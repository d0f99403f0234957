import 'server-only';
// An adapter to the OpenAI Videos API (Sora): POST {url}/v1/videos (multipart/form-data: model, prompt,
// size "1280x720", seconds "4") → a job { id, status: queued | in_progress | completed | failed, progress };
// GET {url}/v1/videos/{id} until it is completed or failed; GET {url}/v1/videos/{id}/content → the MP4.
import { setTimeout as sleep } from 'node:timers/promises';
import { TIMEOUT_MS, VIDEO_SECONDS } from '../rules';
import {
  abortedError,
  exchange,
  expectOk,
  isObject,
  openAiServer,
  parseJson,
  startDeadline,
  styledPrompt,
  type Deadline,
} from './openai-images';
import { ProviderError, type Engine } from './types';

export type OpenAiVideoConfig = {
  /** The base, e.g. https://api.openai.com (a trailing "/" or "/v1" is fine). */
  url: string;
  /** Sent as "Authorization: Bearer …" when set. */
  key: string | null;
  model: string;
  /** Between two looks at the job; 2 s by default. */
  pollMs?: number;
  /** The whole job, download included; TIMEOUT_MS.video (10 min) by default. */
  timeoutMs?: number;
};

const MAX_JSON_BYTES = 1024 * 1024;
const MAX_VIDEO_BYTES = 256 * 1024 * 1024;
/** Failed looks at a job in a row (a 5xx, a dropped connection) before the job is given up. */
const MAX_POLL_FAILURES = 3;

const STATUSES = ['queued', 'in_progress', 'completed', 'failed'] as const;
type Job = {
  id: string;
  status: (typeof STATUSES)[number];
  progress: number | null;
  size: string | null;
  error: { code: string; message: string } | null;
};

/** Sora takes 1280x720 and 720x1280 at 720p (a square is made landscape); other servers the size asked for. */
function sizeFor(model: string, width: number, height: number): [number, number] {
  if (/^sora/i.test(model)) return width >= height ? [1280, 720] : [720, 1280];
  return [width, height];
}

function parseJob(payload: unknown, what: string): Job {
  if (!isObject(payload) || typeof payload.id !== 'string' || payload.id === '')
    throw new ProviderError('bad_response', false, `${what}: no job id`);
  const status = STATUSES.find((s) => s === payload.status);
  if (!status)
    throw new ProviderError('bad_response', false, `${what}: unknown status ${String(payload.status)}`);
  const error = isObject(payload.error)
    ? { code: String(payload.error.code ?? ''), message: String(payload.error.message ?? '') }
    : null;
  return {
    id: payload.id,
    status,
    progress:
      typeof payload.progress === 'number' && Number.isFinite(payload.progress) ? payload.progress : null,
    size: typeof payload.size === 'string' ? payload.size : null,
    error,
  };
}

/** Why a job failed, from its error.code (and message). */
function jobFailure(job: Job, what: string): ProviderError {
  const said = `${job.error?.code ?? ''} ${job.error?.message ?? ''}`.trim();
  const detail = `${what}: job ${job.id} failed${said ? `: ${said.slice(0, 300)}` : ''}`;
  if (/moderation|content.?policy|safety|policy_violation|content.?filter/i.test(said))
    return new ProviderError('content_policy', false, detail);
  if (/insufficient_quota|billing|quota/i.test(said)) return new ProviderError('quota', false, detail);
  return new ProviderError('bad_response', false, detail);
}

async function pause(ms: number, deadline: Deadline, what: string): Promise<void> {
  try {
    await sleep(ms, undefined, { signal: deadline.signal });
  } catch (error) {
    throw abortedError(deadline, what) ?? error;
  }
}

export function openAiVideoEngine(config: OpenAiVideoConfig): Engine {
  const { base, auth } = openAiServer(config);
  const pollMs = config.pollMs ?? 2000;
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS.video;
  const what = 'OpenAI video';

  return {
    id: 'openai-video',
    model: config.model,
    kinds: ['video'],
    async generate(request, context) {
      const deadline = startDeadline(context.signal, timeoutMs);
      const [width, height] = sizeFor(config.model, request.width, request.height);
      const form = new FormData();
      form.set('model', config.model);
      form.set('prompt', styledPrompt(request.prompt, request.style));
      form.set('size', `${width}x${height}`);
      form.set('seconds', String(VIDEO_SECONDS));
      const created = expectOk(
        await exchange(
          `${base}/v1/videos`,
          { method: 'POST', headers: { ...auth, accept: 'application/json' }, body: form },
          deadline,
          what,
          MAX_JSON_BYTES,
        ),
        what,
      );
      let job = parseJob(parseJson(created, what), what);
      const jobUrl = `${base}/v1/videos/${encodeURIComponent(job.id)}`;

      // Progress as the provider tells it, never going back, each value once.
      let reported = -1;
      const report = (percent: number) => {
        const next = Math.min(100, Math.max(0, reported, Math.round(percent)));
        if (next === reported) return;
        reported = next;
        context.onProgress(next);
      };

      for (let failures = 0; ;) {
        if (job.progress !== null) report(job.progress);
        if (job.status === 'completed') break;
        if (job.status === 'failed') throw jobFailure(job, what);
        await pause(pollMs, deadline, what);
        try {
          const answer = expectOk(
            await exchange(
              jobUrl,
              { method: 'GET', headers: { ...auth, accept: 'application/json' } },
              deadline,
              what,
              MAX_JSON_BYTES,
            ),
            what,
          );
          job = parseJob(parseJson(answer, what), what);
          failures = 0;
        } catch (error) {
          // A passing fault while the job runs is looked at again rather than paid for twice.
          const passing = error instanceof ProviderError && error.transient && error.failure !== 'timeout';
          if (!passing || ++failures > MAX_POLL_FAILURES) throw error;
        }
      }

      const content = expectOk(
        await exchange(
          `${jobUrl}/content`,
          { method: 'GET', headers: { ...auth, accept: 'video/mp4' } },
          deadline,
          `${what} download`,
          MAX_VIDEO_BYTES,
        ),
        `${what} download`,
      );
      const bytes = content.bytes;
      if (bytes.length < 12 || String.fromCharCode(...bytes.subarray(4, 8)) !== 'ftyp')
        throw new ProviderError('bad_response', false, `${what} download: not an MP4 file`);
      const [, w, h] = /^(\d+)x(\d+)$/.exec(job.size ?? '') ?? [];
      report(100);
      return {
        bytes,
        mime: 'video/mp4',
        width: w ? Number(w) : width,
        height: h ? Number(h) : height,
      };
    },
  };
}
