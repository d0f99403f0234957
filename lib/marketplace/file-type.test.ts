/** @jest-environment node */
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_KINDS,
  checkUpload,
  detectKind,
  kindOfName,
  safeFileName,
  type UploadKind,
} from './file-type';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(Buffer.from(part, 'utf8')) : Array.from(part),
    ),
  );

function u64le(value: number): number[] {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(value), true);
  return Array.from(out);
}

const samples: Record<UploadKind, Uint8Array> = {
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00], 'data.csv'),
  gzip: bytes([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]),
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n'),
  gguf: bytes('GGUF', [3, 0, 0, 0], u64le(291)),
  safetensors: bytes(u64le(67), '{"weight":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}}   '),
  text: bytes('name,price\nModèle 🚀,3\n'),
  parquet: bytes('PAR1', [0x15, 0x04, 0x15, 0x00]),
};

const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
const PE = bytes('MZ', [0x90, 0x00, 0x03, 0x00]);
const MACHO = bytes([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01]);

describe('detectKind', () => {
  it.each(Object.entries(samples))('knows %s by its content', (kind, head) => {
    expect(detectKind(head)).toBe(kind);
  });

  it('knows an empty zip archive', () => {
    expect(detectKind(bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0)))).toBe('zip');
  });

  it('never takes an executable for anything, even one that reads as text', () => {
    expect(detectKind(ELF)).toBeNull();
    expect(detectKind(PE)).toBeNull();
    expect(detectKind(bytes('MZ this is plain ASCII'))).toBeNull();
    expect(detectKind(bytes('\x7fELF text after'))).toBeNull();
    expect(detectKind(MACHO)).toBeNull();
    expect(detectKind(bytes([0xfe, 0xed, 0xfa, 0xcf, 0, 0, 0, 7]))).toBeNull();
    expect(detectKind(bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2]))).toBeNull();
  });

  it('checks the safetensors header length and brace', () => {
    expect(detectKind(bytes(u64le(2), '{}'))).toBe('safetensors');
    expect(detectKind(bytes(u64le(100_000_000), '{'))).toBe('safetensors');
    expect(detectKind(bytes(u64le(1), '{}'))).toBeNull();
    expect(detectKind(bytes(u64le(100_000_001), '{'))).toBeNull();
    expect(detectKind(bytes(u64le(64), '['))).toBeNull();
    expect(detectKind(bytes(u64le(64)))).toBeNull();
    // A subarray, to be sure the header is read at its own offset.
    const buffer = bytes([9, 9, 9], u64le(16), '{"a":1}');
    expect(detectKind(buffer.subarray(3))).toBe('safetensors');
  });

  it('takes valid UTF-8 without NUL as text, tolerating a sequence cut at the end of the head', () => {
    const emoji = Buffer.from('🚀', 'utf8');
    expect(detectKind(bytes('ok ', emoji.subarray(0, 3)))).toBe('text');
    expect(detectKind(bytes('ok ', [0xc3]))).toBe('text');
    expect(detectKind(bytes('#!/usr/bin/env python\nprint("hi")\n'))).toBe('text');
    expect(detectKind(bytes([0xef, 0xbb, 0xbf], '{"a":1}'))).toBe('text');
  });

  it('refuses NUL bytes and invalid UTF-8 as text', () => {
    expect(detectKind(bytes('{"a":', [0], '1}'))).toBeNull();
    expect(detectKind(bytes('caf', [0xe9], ' au lait'))).toBeNull(); // Latin-1
    expect(detectKind(bytes('ok ', [0xc3], ' then more'))).toBeNull(); // cut mid-head
    expect(detectKind(bytes([0xc0, 0xaf]))).toBeNull(); // overlong
    expect(detectKind(bytes([0xed, 0xa0, 0x80]))).toBeNull(); // surrogate
    expect(detectKind(bytes([0xff, 0xfe], 'h', [0], 'i', [0]))).toBeNull(); // UTF-16
  });

  it('knows nothing of an empty head or unknown binary', () => {
    expect(detectKind(new Uint8Array())).toBeNull();
    expect(detectKind(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBeNull();
    expect(detectKind(bytes([0x1f, 0x8b]))).toBeNull();
  });
});

describe('kindOfName', () => {
  it.each([
    ['archive.zip', 'zip'],
    ['ARCHIVE.ZIP', 'zip'],
    ['logs.gz', 'gzip'],
    ['src.tgz', 'gzip'],
    ['src.tar.gz', 'gzip'],
    ['paper.Pdf', 'pdf'],
    ['llama-7b.Q4_K_M.gguf', 'gguf'],
    ['model.safetensors', 'safetensors'],
    ['notes.txt', 'text'],
    ['README.md', 'text'],
    ['data.csv', 'text'],
    ['data.tsv', 'text'],
    ['data.json', 'text'],
    ['data.jsonl', 'text'],
    ['config.yaml', 'text'],
    ['config.YML', 'text'],
    ['train.py', 'text'],
    ['table.parquet', 'parquet'],
    ['dir/sub\\file.csv', 'text'],
  ])('%s is %s', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
  });

  it.each([
    'setup.exe',
    'script.sh',
    'archive.tar',
    'model.bin',
    'image.png',
    'noextension',
    'csv',
    'x.csv/',
  ])('%s is no allowed kind', (name) => {
    expect(kindOfName(name)).toBeNull();
  });

  it('lists every extension in lower case with its dot', () => {
    for (const { extensions } of Object.values(UPLOAD_KINDS)) {
      for (const extension of extensions) expect(extension).toMatch(/^\.[a-z0-9.]+$/);
    }
  });
});

describe('checkUpload', () => {
  const names: Record<UploadKind, string> = {
    zip: 'bundle.zip',
    gzip: 'dataset.tar.gz',
    pdf: 'paper.pdf',
    gguf: 'model.gguf',
    safetensors: 'model.safetensors',
    text: 'prices.csv',
    parquet: 'table.parquet',
  };

  it.each(Object.keys(names) as UploadKind[])('accepts a real %s under its own extension', (kind) => {
    expect(checkUpload(names[kind], samples[kind])).toEqual({ ok: true, kind });
  });

  it('accepts text under any text extension', () => {
    for (const extension of UPLOAD_KINDS.text.extensions) {
      expect(checkUpload(`file${extension}`, samples.text)).toEqual({ ok: true, kind: 'text' });
    }
  });

  it('refuses disguised files as mismatches', () => {
    expect(checkUpload('model.gguf', samples.zip)).toEqual({ ok: false, reason: 'type_mismatch' });
    expect(checkUpload('data.csv', samples.zip)).toEqual({ ok: false, reason: 'type_mismatch' });
    expect(checkUpload('data.csv', samples.pdf)).toEqual({ ok: false, reason: 'type_mismatch' });
    expect(checkUpload('model.safetensors', samples.gguf)).toEqual({ ok: false, reason: 'type_mismatch' });
    expect(checkUpload('notes.txt', samples.parquet)).toEqual({ ok: false, reason: 'type_mismatch' });
  });

  it('refuses executables and unknown binary under any allowed name', () => {
    expect(checkUpload('bundle.zip', ELF)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('model.gguf', ELF)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('readme.txt', PE)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('train.py', MACHO)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('data.json', bytes('{"a":', [0, 0, 0], '}'))).toEqual({
      ok: false,
      reason: 'unsupported_type',
    });
    expect(checkUpload('empty.txt', new Uint8Array())).toEqual({ ok: false, reason: 'unsupported_type' });
  });

  it('refuses names without an allowed extension, whatever the content', () => {
    expect(checkUpload('setup.exe', ELF)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('archive.rar', samples.zip)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('notes', samples.text)).toEqual({ ok: false, reason: 'unsupported_type' });
    expect(checkUpload('page.html', bytes('<!doctype html><script>1</script>'))).toEqual({
      ok: false,
      reason: 'unsupported_type',
    });
  });
});

describe('safeFileName', () => {
  it.each([
    ['model.gguf', 'model.gguf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ada\\My Model.safetensors', 'My Model.safetensors'],
    ['/abs/path/', 'file'],
    ['a\u0000b\nc\td.txt', 'abcd.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['"quoted" \'name\' `x`.csv', 'quoted name x.csv'],
    ['too    many \u00a0 spaces.md', 'too many spaces.md'],
    ['  .hidden.txt  ', 'hidden.txt'],
    ['trailing...', 'trailing'],
    ['what?<is>:this|*.txt', 'whatisthis.txt'],
    ['', 'file'],
    ['..', 'file'],
    ['\u0001\u0002', 'file'],
    ['"""', 'file'],
    ['Cafe\u0301.txt', 'Café.txt'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('keeps at most 120 characters, extension included', () => {
    const long = safeFileName(`${'a'.repeat(300)}.safetensors`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.safetensors')).toBe(true);

    const tarball = safeFileName(`${'b'.repeat(200)}.tar.gz`);
    expect(tarball).toBe(`${'b'.repeat(113)}.tar.gz`);

    const spaced = safeFileName(`${'c'.repeat(115)} more words.txt`);
    expect(spaced).toBe(`${'c'.repeat(115)}.txt`);

    const noExtension = safeFileName('d'.repeat(500));
    expect(noExtension).toBe('d'.repeat(120));

    expect(safeFileName(`${'e'.repeat(50)}.txt`)).toBe(`${'e'.repeat(50)}.txt`);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const name = safeFileName(`${'🚀'.repeat(200)}.md`);
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('🚀.md')).toBe(true);
    expect(name.isWellFormed()).toBe(true);
  });
});

describe('MAX_UPLOAD_BYTES', () => {
  it('is 50 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(52_428_800);
  });
});
