import { normalizeChatInput, parseKeywords, pickReplyKey } from './chat';

const keywords = {
  wallet: ['wallet', 'connect', 'ví'],
  citizen: ['citizen', 'register'],
  learn: ['learn', 'course', '学习'],
  create: ['create', 'generate'],
  vote: ['vote', 'proposal'],
};

describe('assistant replies', () => {
  it.each([
    ['How do I connect?', 'wallet'],
    ['MY WALLET is empty', 'wallet'],
    ['register me as a citizen', 'citizen'],
    ['any course on AI?', 'learn'],
    ['generate an image', 'create'],
    ['where do I vote', 'vote'],
    ['Làm sao kết nối ví?', 'wallet'],
    ['我想学习', 'learn'],
    ['hello there', 'fallback'],
  ])('%s -> %s', (message, key) => expect(pickReplyKey(message, keywords)).toBe(key));

  it('follows the spec order when several topics match', () => {
    expect(pickReplyKey('vote with my wallet', keywords)).toBe('wallet');
  });

  it('parses comma-separated keyword lists', () => {
    expect(parseKeywords(' Wallet, connect ,, ')).toEqual(['wallet', 'connect']);
  });

  it('ignores blank and whitespace-only input', () => {
    expect(normalizeChatInput('')).toBeNull();
    expect(normalizeChatInput(' \n\t ')).toBeNull();
    expect(normalizeChatInput('  hi ')).toBe('hi');
  });
});
