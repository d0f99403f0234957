/** @jest-environment node */
// `npm start -- -p 4000` was silently ignored: the server still listened on 3000.
import { portFromArgs } from './port.mjs';

describe('portFromArgs', () => {
  it.each([
    [['-p', '4000'], undefined, 4000],
    [['--port', '4001'], '3000', 4001],
    [['--port=4002'], undefined, 4002],
    [[], '5000', 5000],
    [[], undefined, 3000],
  ])('%j with PORT=%p listens on %p', (args, fallback, port) => {
    expect(portFromArgs(args, fallback)).toBe(port);
  });

  it.each([[['-p']], [['-p', 'http']], [['--port=0']], [['--hostname', 'x']]])('refuses %j', (args) => {
    expect(() => portFromArgs(args, undefined)).toThrow();
  });
});
