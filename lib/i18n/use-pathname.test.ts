import { renderHook } from '@testing-library/react';
import { usePathname } from './use-pathname';

let mockUrlPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockUrlPath }));

it('gives the path without its language prefix, as hrefs are written', () => {
  const cases: [url: string, path: string][] = [
    ['/', '/'],
    ['/about', '/about'],
    ['/vi', '/'],
    ['/vi/ecosystem/web3', '/ecosystem/web3'],
    ['/hmn/about/roadmap', '/about/roadmap'],
    ['/video', '/video'],
  ];
  for (const [url, path] of cases) {
    mockUrlPath = url;
    expect(renderHook(() => usePathname()).result.current).toBe(path);
  }
});
