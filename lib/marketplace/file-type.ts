// What an uploaded file is, judged by its content (its first bytes), not by its name: the name's
// extension must be allowed, and must agree with the content. Pure functions, for the server and browser.

/** Largest file accepted, per file. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** How many leading bytes detectKind wants (it reads fewer if the file is shorter). */
export const SNIFF_BYTES = 8 * 1024;

/** The kinds of file accepted, with the extensions each may carry (lower case) and the type to serve. */
export const UPLOAD_KINDS = {
  zip: { extensions: ['.zip'], mime: 'application/zip' },
  gzip: { extensions: ['.gz', '.tgz', '.tar.gz'], mime: 'application/gzip' },
  pdf: { extensions: ['.pdf'], mime: 'application/pdf' },
  gguf: { extensions: ['.gguf'], mime: 'application/octet-stream' },
  safetensors: { extensions: ['.safetensors'], mime: 'application/octet-stream' },
  text: {
    extensions: ['.txt', '.md', '.csv', '.tsv', '.json', '.jsonl', '.yaml', '.yml', '.py'],
    mime: 'text/plain; charset=utf-8',
  },
  parquet: { extensions: ['.parquet'], mime: 'application/vnd.apache.parquet' },
} as const satisfies Record<string, { extensions: readonly string[]; mime: string }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

const kinds = Object.keys(UPLOAD_KINDS) as UploadKind[];

function startsWith(head: Uint8Array, magic: readonly number[]): boolean {
  return head.length >= magic.length && magic.every((byte, i) => head[i] === byte);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Executables and their kin: never accepted, whatever else they look like. */
const EXECUTABLE_MAGIC: readonly (readonly number[])[] = [
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  ascii('MZ'), // PE / DOS
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32-bit, big-endian
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64-bit, big-endian
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32-bit, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64-bit, little-endian
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal (and Java class files)
  [0xca, 0xfe, 0xba, 0xbf], // Mach-O universal, 64-bit
];

const MAGIC: readonly [UploadKind, readonly number[]][] = [
  ['zip', [0x50, 0x4b, 0x03, 0x04]], // local file header
  ['zip', [0x50, 0x4b, 0x05, 0x06]], // empty archive (end of central directory)
  ['gzip', [0x1f, 0x8b, 0x08]], // deflate
  ['pdf', ascii('%PDF-')],
  ['gguf', ascii('GGUF')],
  ['parquet', ascii('PAR1')],
];

/** The cap on a safetensors header, as in the reference implementation (100 MB). */
const SAFETENSORS_MAX_HEADER = 100_000_000;

/** safetensors: a little-endian u64 header length N (2 ≤ N ≤ 100 MB), then a JSON header starting "{". */
function isSafetensors(head: Uint8Array): boolean {
  if (head.length < 9) return false;
  const length = new DataView(head.buffer, head.byteOffset, 8).getBigUint64(0, true);
  return length >= 2n && length <= BigInt(SAFETENSORS_MAX_HEADER) && head[8] === 0x7b;
}

/** Valid UTF-8 without NUL bytes; a multi-byte sequence cut off at the very end of the head is fine. */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: true keeps an incomplete final sequence for a next chunk instead of failing on it.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind of a file from its first bytes (pass up to SNIFF_BYTES), or null: unknown, empty, or an
 * executable. Magic numbers win over text: a head that is both (say "PAR1…" in plain ASCII) is the former.
 */
export function detectKind(head: Uint8Array): UploadKind | null {
  if (head.length === 0) return null;
  if (EXECUTABLE_MAGIC.some((magic) => startsWith(head, magic))) return null;
  for (const [kind, magic] of MAGIC) if (startsWith(head, magic)) return kind;
  if (isSafetensors(head)) return 'safetensors';
  if (isText(head)) return 'text';
  return null;
}

/** The last path segment of a name, whichever separator it uses. */
function baseName(name: string): string {
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}

/** The kind a file's name claims by its extension (case-insensitive), or null if not an allowed one. */
export function kindOfName(name: string): UploadKind | null {
  const lower = baseName(name).toLowerCase();
  let best: { kind: UploadKind; length: number } | null = null;
  for (const kind of kinds) {
    for (const extension of UPLOAD_KINDS[kind].extensions) {
      if (lower.endsWith(extension) && (!best || extension.length > best.length)) {
        best = { kind, length: extension.length };
      }
    }
  }
  return best?.kind ?? null;
}

export type UploadCheck =
  { ok: true; kind: UploadKind } | { ok: false; reason: 'unsupported_type' | 'type_mismatch' };

/**
 * Whether an upload named name and starting with head may be accepted. unsupported_type: the extension
 * is not allowed, or the content is no known kind (executables included); type_mismatch: both are known
 * but differ (a zip named model.gguf, a PDF named data.csv).
 */
export function checkUpload(name: string, head: Uint8Array): UploadCheck {
  const claimed = kindOfName(name);
  const actual = detectKind(head);
  if (!claimed || !actual) return { ok: false, reason: 'unsupported_type' };
  if (claimed !== actual) return { ok: false, reason: 'type_mismatch' };
  return { ok: true, kind: actual };
}

const MAX_NAME_CHARS = 120;

/** The extension to keep when shortening: ".tar.gz", or a short alphanumeric one after the last dot. */
function extensionOf(name: string): string {
  if (name.toLowerCase().endsWith('.tar.gz') && name.length > '.tar.gz'.length) return name.slice(-7);
  const match = /\.[\p{L}\p{N}]{1,16}$/u.exec(name);
  return match && match.index > 0 ? match[0] : '';
}

/**
 * A file name safe to store and to offer for download: the last path segment only, without control or
 * invisible formatting characters (bidi overrides included), path separators, quotes or characters
 * Windows refuses; runs of spaces collapsed; no leading or trailing dots or spaces; at most 120
 * characters, keeping the extension. "file" when nothing is left.
 */
export function safeFileName(name: string): string {
  let safe = baseName(String(name).normalize('NFC'))
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["'`<>:*?|]/g, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const chars = Array.from(safe);
  if (chars.length > MAX_NAME_CHARS) {
    const extension = Array.from(extensionOf(safe));
    const stem = chars
      .slice(0, MAX_NAME_CHARS - extension.length)
      .join('')
      .replace(/[\s.]+$/u, '');
    safe = stem + extension.join('');
  }
  return safe === '' ? 'file' : safe;
}
