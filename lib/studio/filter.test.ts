/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promptBlocked } from './filter';
// fileNameOf is pure, but lives with the worker: importing it loads the worker's server modules (the
// database and storage are only opened when a job runs), which works here in the node environment.
import { fileNameOf } from './worker';

const envOf = (vars: Record<string, string> = {}): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });
const words = (list: string) => envOf({ STUDIO_BLOCKED_WORDS: list });

describe('promptBlocked: the inline list (STUDIO_BLOCKED_WORDS)', () => {
  it('blocks nothing without a list, or with an empty one', () => {
    expect(promptBlocked('anything at all', envOf())).toBe(false);
    expect(promptBlocked('anything at all', words(''))).toBe(false);
    // Empty entries are no entries: an empty pattern would match every prompt.
    expect(promptBlocked('anything at all', words(' , ,,'))).toBe(false);
    expect(promptBlocked('', words('gore'))).toBe(false);
  });

  it('blocks a listed word, in any case, wherever it stands', () => {
    const env = words('gore, Dragon');
    expect(promptBlocked('gore', env)).toBe(true);
    expect(promptBlocked('A scene full of GORE', env)).toBe(true);
    expect(promptBlocked('A red dragon over the hills', env)).toBe(true);
    expect(promptBlocked('dRaGoN', env)).toBe(true);
    expect(promptBlocked('Gore.', env)).toBe(true);
    expect(promptBlocked('(gore)', env)).toBe(true);
    expect(promptBlocked("the dragon's lair", env)).toBe(true);
    expect(promptBlocked('a quiet meadow', env)).toBe(false);
  });

  it('only whole words: not inside another word or beside a digit', () => {
    const env = words('ass, gun');
    expect(promptBlocked('a class of assistants on grass', env)).toBe(false);
    expect(promptBlocked('a gunner with a shotgun', env)).toBe(false);
    expect(promptBlocked('gun2', env)).toBe(false);
    expect(promptBlocked('2gun', env)).toBe(false);
    expect(promptBlocked('a gun', env)).toBe(true);
    expect(promptBlocked('gun-shaped cloud', env)).toBe(true);
  });

  it('whole words in any script: letters with accents or of other alphabets join the word', () => {
    const env = words('nu, 血');
    expect(promptBlocked('nuée au-dessus des toits', env)).toBe(false);
    expect(promptBlocked('un nu dans un atelier', env)).toBe(true);
    expect(promptBlocked('血', env)).toBe(true);
    expect(promptBlocked('血液', env)).toBe(false);
  });

  it('accents as typed: "café" blocks CAFÉ, not "cafe"', () => {
    const env = words('café');
    expect(promptBlocked('Un CAFÉ noir', env)).toBe(true);
    expect(promptBlocked('a cafe at night', env)).toBe(false);
  });

  it('a phrase matches across any run of spaces, but not run together', () => {
    const env = words('blood bath');
    expect(promptBlocked('A blood bath in the arena', env)).toBe(true);
    expect(promptBlocked('BLOOD    BATH', env)).toBe(true);
    expect(promptBlocked('blood\nbath', env)).toBe(true);
    expect(promptBlocked('a bloodbath', env)).toBe(false);
    expect(promptBlocked('blood and a bath', env)).toBe(false);
  });

  it('entries are text, not patterns', () => {
    const env = words('c++, a.b, x|y');
    expect(promptBlocked('learning c++ today', env)).toBe(true);
    expect(promptBlocked('learning c today', env)).toBe(false);
    expect(promptBlocked('a.b', env)).toBe(true);
    expect(promptBlocked('axb', env)).toBe(false);
    expect(promptBlocked('x', env)).toBe(false);
    expect(promptBlocked('x|y', env)).toBe(true);
  });

  it('an entry starting with # is a comment', () => {
    const env = words('#gore, dragon');
    expect(promptBlocked('#gore', env)).toBe(false);
    expect(promptBlocked('gore', env)).toBe(false);
    expect(promptBlocked('dragon', env)).toBe(true);
  });

  it('follows the list when it changes (the compiled patterns are not stale)', () => {
    expect(promptBlocked('a dragon', words('dragon'))).toBe(true);
    expect(promptBlocked('a dragon', words('gore'))).toBe(false);
    expect(promptBlocked('a dragon', words('dragon'))).toBe(true);
  });

  it('reads process.env by default', () => {
    const before = process.env.STUDIO_BLOCKED_WORDS;
    process.env.STUDIO_BLOCKED_WORDS = 'kraken';
    try {
      expect(promptBlocked('Release the KRAKEN')).toBe(true);
      expect(promptBlocked('Release the hounds')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.STUDIO_BLOCKED_WORDS;
      else process.env.STUDIO_BLOCKED_WORDS = before;
    }
  });
});

describe('promptBlocked: the file (STUDIO_BLOCKED_WORDS_FILE)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'civitas-filter-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function file(name: string, text: string) {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it('one entry a line; # lines and blank lines ignored; CRLF files too', () => {
    const path = file(
      'list.txt',
      '# The operator’s list\r\n\r\n  Gore  \r\nblood bath\r\n#dragon\r\n   # indented comment\r\n',
    );
    const env = envOf({ STUDIO_BLOCKED_WORDS_FILE: path });
    expect(promptBlocked('so much gore', env)).toBe(true);
    expect(promptBlocked('a blood  bath', env)).toBe(true);
    expect(promptBlocked('a dragon', env)).toBe(false);
    expect(promptBlocked('indented comment', env)).toBe(false);
    expect(promptBlocked('a quiet meadow', env)).toBe(false);
  });

  it('a comma in a line is part of the entry, not a separator', () => {
    const env = envOf({ STUDIO_BLOCKED_WORDS_FILE: file('comma.txt', 'red, blue\n') });
    expect(promptBlocked('red, blue', env)).toBe(true);
    expect(promptBlocked('red', env)).toBe(false);
  });

  it('both lists count together', () => {
    const env = envOf({
      STUDIO_BLOCKED_WORDS: 'kraken',
      STUDIO_BLOCKED_WORDS_FILE: file('both.txt', 'gore\n'),
    });
    expect(promptBlocked('a kraken', env)).toBe(true);
    expect(promptBlocked('gore', env)).toBe(true);
    expect(promptBlocked('a meadow', env)).toBe(false);
  });

  it('a file that cannot be read is an error, not an empty list', () => {
    const env = envOf({ STUDIO_BLOCKED_WORDS_FILE: join(dir, 'missing.txt') });
    expect(() => promptBlocked('anything', env)).toThrow(/ENOENT/);
  });
});

describe('fileNameOf', () => {
  it('names the file by the prompt’s first words and the id', () => {
    expect(fileNameOf({ id: 42, prompt: 'Misty mountains at dawn' }, 'image/webp')).toBe(
      'civitas-misty-mountains-at-dawn-42.webp',
    );
  });

  it.each([
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/jpeg', 'jpg'],
    ['video/webm', 'webm'],
    ['video/mp4', 'mp4'],
  ] as const)('%s → .%s', (mime, extension) => {
    expect(fileNameOf({ id: 7, prompt: 'Waves' }, mime)).toBe(`civitas-waves-7.${extension}`);
  });

  it('takes the first six words, drops accents and punctuation', () => {
    expect(fileNameOf({ id: 3, prompt: 'One two, three! Four—five (six) seven eight' }, 'image/png')).toBe(
      'civitas-one-two-three-four-five-six-3.png',
    );
    expect(fileNameOf({ id: 4, prompt: 'Café à Paris, été 1925' }, 'image/png')).toBe(
      'civitas-cafe-a-paris-ete-1925-4.png',
    );
    expect(fileNameOf({ id: 5, prompt: '  --Đèn lồng--  ' }, 'image/png')).toBe('civitas-den-long-5.png');
  });

  it('keeps the words part to 48 characters, without a dangling hyphen', () => {
    const name = fileNameOf({ id: 9, prompt: `${'a'.repeat(47)} b c` }, 'image/png');
    expect(name).toBe(`civitas-${'a'.repeat(47)}-9.png`);
    const long = fileNameOf({ id: 9, prompt: 'x'.repeat(200) }, 'image/png');
    expect(long).toBe(`civitas-${'x'.repeat(48)}-9.png`);
  });

  it('a prompt with no Latin letters or digits gives the id alone', () => {
    expect(fileNameOf({ id: 12, prompt: '東京の夜 🌃' }, 'video/webm')).toBe('civitas-12.webm');
    expect(fileNameOf({ id: 13, prompt: '!!!' }, 'image/png')).toBe('civitas-13.png');
  });
});
