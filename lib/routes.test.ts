/**
 * @jest-environment node
 */
import nextConfig from '../next.config';
import { aliases, pages, resolveAlias } from './routes';

describe('aliases', () => {
  it.each([
    ['/ai-universe', '/ecosystem/ai-universe'],
    ['/health-bioverse', '/ecosystem/health-tech'],
    ['/society', '/ecosystem/dao'],
    ['/quantum-tech', '/ecosystem/quantum'],
    ['/finance', '/ecosystem/web3'],
    ['/web3-finance', '/ecosystem/web3'],
    ['/dev-zone', '/builders'],
    ['/insights', '/newsroom'],
    ['/insights/some-article', '/newsroom/some-article'],
    ['/society/', '/ecosystem/dao'],
  ])('%s shows %s', (alias, target) => expect(resolveAlias(alias)).toBe(target));

  it('leaves other paths alone, including /society/proposals', () => {
    expect(resolveAlias('/society/proposals')).toBe('/society/proposals');
    expect(resolveAlias('/about')).toBe('/about');
  });

  it('points every alias at a real page', () => {
    const paths = new Set<string>(pages.map((p) => p.path));
    for (const target of Object.values(aliases)) expect(paths.has(target)).toBe(true);
  });

  it('has a locale-prefixed rewrite in next.config for every alias', async () => {
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) ?? [];
    const sources = beforeFiles.map((r) => r.source.replace(/^\/:locale\([^)]*\)/, ''));
    expect(sources).toEqual(expect.arrayContaining([...Object.keys(aliases), '/insights/:slug']));
    expect(beforeFiles[0]!.source).toMatch(/^\/:locale\(en\|vi\|fr\|es\|zh\|ja\|hi\|hmn\)\//);
  });
});
