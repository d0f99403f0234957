import {
  HttpRequestError,
  InternalRpcError,
  RpcRequestError,
  SwitchChainError,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem';
import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from 'wagmi';
import { connect, switchChain } from 'wagmi/actions';
import { injected, mock } from 'wagmi/connectors';
import { createTranslator } from '@/lib/i18n/format-message';
import en from '@/messages/en/wallet.json';
import { createWalletConfig } from './config';
import {
  serverErrorCodes,
  walletErrorDescription,
  walletErrorIds,
  walletErrorKey,
  walletErrorText,
  type WalletErrorKey,
} from './errors';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const t = createTranslator({ wallet: en }, 'wallet', 'en');
const url = 'https://node.example';

it('has an English message for every error it can name', () => {
  for (const id of walletErrorIds) expect(t.has(`errors.${id}`)).toBe(true);
});

describe('walletErrorKey: raw EIP-1193 / EIP-1474 codes', () => {
  it.each<[number, WalletErrorKey]>([
    [4001, 'errors.userRejected'],
    [5000, 'errors.userRejected'],
    [4100, 'errors.unauthorized'],
    [4200, 'errors.unsupportedMethod'],
    [4900, 'errors.disconnected'],
    [4901, 'errors.chainDisconnected'],
    [4902, 'errors.switchChain'],
    [-32005, 'errors.limitExceeded'],
    [-32603, 'errors.internal'],
    [-32602, 'errors.invalidParams'],
    [-32601, 'errors.methodNotFound'],
  ])('code %d → %s', (code, key) => {
    expect(walletErrorKey({ code, message: 'from the provider' })).toBe(key);
  });

  it('knows nothing specific about an unlisted code', () => {
    expect(walletErrorKey({ code: -32000, message: 'execution reverted' })).toBeNull();
  });
});

describe('walletErrorKey: viem and wagmi errors', () => {
  it.each<[string, unknown, WalletErrorKey]>([
    ['UserRejectedRequestError', new UserRejectedRequestError(new Error('no')), 'errors.userRejected'],
    ['HttpRequestError', new HttpRequestError({ url, status: 502 }), 'errors.http'],
    ['TimeoutError', new TimeoutError({ body: { method: 'eth_chainId' }, url }), 'errors.timeout'],
    [
      'RpcRequestError with an unlisted code',
      new RpcRequestError({ body: {}, error: { code: -32000, message: 'reverted' }, url }),
      'errors.rpc',
    ],
    [
      'RpcRequestError with -32005',
      new RpcRequestError({ body: {}, error: { code: -32005, message: 'limit' }, url }),
      'errors.limitExceeded',
    ],
    [
      'InternalRpcError wrapping the node reply',
      new InternalRpcError(new RpcRequestError({ body: {}, error: { code: -32603, message: 'x' }, url })),
      'errors.internal',
    ],
    ['ProviderNotFoundError', new ProviderNotFoundError(), 'errors.providerNotFound'],
    ['ChainNotConfiguredError', new ChainNotConfiguredError(), 'errors.chainNotConfigured'],
    ['ConnectorAlreadyConnectedError', new ConnectorAlreadyConnectedError(), 'errors.alreadyConnected'],
    [
      'SwitchChainNotSupportedError',
      new SwitchChainNotSupportedError({ connector: { name: 'Test' } as never }),
      'errors.switchChainUnsupported',
    ],
  ])('%s', (_, error, key) => {
    expect(walletErrorKey(error)).toBe(key);
  });
});

describe('walletErrorKey: cause chains', () => {
  it('finds a user rejection anywhere in the chain, even under another known error', () => {
    const error = new HttpRequestError({ url, cause: new Error('wrapped', { cause: { code: 4001 } }) });
    expect(walletErrorKey(error)).toBe('errors.userRejected');
  });

  it('names the root cause when several known errors are nested', () => {
    expect(walletErrorKey(new SwitchChainError(new ChainNotConfiguredError()))).toBe(
      'errors.chainNotConfigured',
    );
  });

  it('looks through unknown wrappers', () => {
    const error = new Error('Failed', {
      cause: new Error('inner', { cause: new TimeoutError({ body: {}, url }) }),
    });
    expect(walletErrorKey(error)).toBe('errors.timeout');
  });

  it('survives a cycle of causes', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(walletErrorKey(a)).toBeNull();
  });
});

describe('walletErrorKey: rejections in words', () => {
  it.each([
    'User closed modal',
    'User denied account authorization',
    'Request rejected',
    'CONNECTION REJECTED',
  ])('"%s" counts as user-rejected', (message) => {
    expect(walletErrorKey(new Error(message))).toBe('errors.userRejected');
  });

  it('reads the words in a cause or a shortMessage too', () => {
    expect(walletErrorKey(new Error('Connection failed', { cause: new Error('Popup closed') }))).toBe(
      'errors.userRejected',
    );
    expect(walletErrorKey({ shortMessage: 'Permission denied.' })).toBe('errors.userRejected');
  });

  it('does not read rejection into words that only contain it', () => {
    expect(walletErrorKey(new Error('Undeniable failure: enclosed data unrejectedness'))).toBeNull();
  });
});

describe('walletErrorKey: our endpoints', () => {
  it.each(serverErrorCodes)('maps the reply code %s to a message', (code) => {
    const key = walletErrorKey({ error: code });
    expect(key).not.toBeNull();
    expect(t.has(key!)).toBe(true);
    expect(walletErrorKey(code)).toBe(key);
    expect(walletErrorKey({ code })).toBe(key);
  });

  it('gives each code its own message', () => {
    const keys = serverErrorCodes.map((code) => walletErrorKey(code));
    expect(new Set(keys).size).toBe(serverErrorCodes.length);
    expect(walletErrorKey({ error: 'wallet_already_linked' })).toBe('errors.walletAlreadyLinked');
    expect(walletErrorKey({ error: 'siwe_nonce_invalid' })).toBe('errors.siweNonceInvalid');
  });

  it('leaves codes of other endpoints alone', () => {
    expect(walletErrorKey({ error: 'invalid_credentials' })).toBeNull();
    expect(walletErrorKey('server_error')).toBeNull();
  });
});

describe('walletErrorKey: things that are not errors', () => {
  it.each([null, undefined, 42, '', {}, []])('%p → null', (value) => {
    expect(walletErrorKey(value)).toBeNull();
  });
});

describe('walletErrorText and walletErrorDescription', () => {
  it('prefers viem’s one-line shortMessage', () => {
    const error = new RpcRequestError({ body: {}, error: { code: -32000, message: 'x' }, url });
    expect(error.message).toContain('\n');
    expect(walletErrorText(error)).toBe('RPC Request failed.');
  });

  it('falls back to the first line of the message', () => {
    expect(walletErrorText(new Error('Something odd\nDetails: stack'))).toBe('Something odd');
    expect(walletErrorText({ shortMessage: '  ', message: 'Plain' })).toBe('Plain');
    expect(walletErrorText({})).toBeUndefined();
    expect(walletErrorText(7)).toBeUndefined();
  });

  it('says the localized message for a known error (spec wording)', () => {
    expect(walletErrorDescription(new TimeoutError({ body: {}, url }), t)).toBe(
      'The request took too long to respond.',
    );
    expect(walletErrorDescription({ code: 4001 }, t)).toBe('You cancelled the request in your wallet.');
  });

  it('says the error’s own words when nothing specific is known', () => {
    expect(walletErrorDescription(new Error('Execution reverted: not enough gas'), t)).toBe(
      'Execution reverted: not enough gas',
    );
  });

  it('says something generic when the error has no words', () => {
    expect(walletErrorDescription({}, t)).toBe(en.errors.unknown);
  });
});

describe('with wagmi’s mock connector', () => {
  const setup = (features: Parameters<typeof mock>[0]['features'] = {}) => {
    const config = createWalletConfig({ connectors: [mock({ accounts: [ACCOUNT], features })] });
    return { config, connector: config.connectors[0]! };
  };

  it('a refused connection reads as user-rejected', async () => {
    const { config, connector } = setup({ connectError: true });
    const error = await connect(config, { connector }).catch((e: unknown) => e);
    expect(walletErrorKey(error)).toBe('errors.userRejected');
  });

  it('connecting twice reads as already connected', async () => {
    const { config, connector } = setup();
    await connect(config, { connector });
    const error = await connect(config, { connector }).catch((e: unknown) => e);
    expect(walletErrorKey(error)).toBe('errors.alreadyConnected');
  });

  it('switching to a chain we do not configure reads as chain not configured', async () => {
    const { config, connector } = setup();
    await connect(config, { connector });
    const error = await switchChain(config, { chainId: 137 as never }).catch((e: unknown) => e);
    expect(walletErrorKey(error)).toBe('errors.chainNotConfigured');
  });

  it('a refused chain switch reads as user-rejected', async () => {
    const { config, connector } = setup({ switchChainError: true });
    await connect(config, { connector });
    const error = await switchChain(config, { chainId: 11_155_111 }).catch((e: unknown) => e);
    expect(walletErrorKey(error)).toBe('errors.userRejected');
  });

  it('the browser-extension wallet without an extension reads as provider not found', async () => {
    const config = createWalletConfig({ connectors: [injected()] });
    const error = await connect(config, { connector: config.connectors[0]! }).catch((e: unknown) => e);
    expect(walletErrorKey(error)).toBe('errors.providerNotFound');
    expect(walletErrorDescription(error, t)).toBe(en.errors.providerNotFound);
  });
});
