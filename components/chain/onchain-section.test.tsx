import { render, screen, within } from '@testing-library/react';
import type { OnchainCheck } from '@/lib/chain/anchors';
import academyMessages from '@/messages/en/academy.json';
import { ExplorerLink, OnchainSection, type OnchainStrings } from './onchain-section';

const { anchor: _anchor, ...strings } = academyMessages.onchain satisfies OnchainStrings & {
  anchor: unknown;
};

const SEPOLIA = 11155111;
const HASH = '0x' + 'cd'.repeat(32);
const HOLDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const format = {
  dateTime: (iso: string) => `at ${iso}`,
  number: (value: number) => new Intl.NumberFormat('en').format(value),
};
const chainName = (chainId: number) => ({ 1: 'Ethereum', [SEPOLIA]: 'Sepolia' })[chainId] ?? String(chainId);

function renderSection(check: OnchainCheck) {
  return render(
    <OnchainSection check={check} strings={strings} chainName={chainName} format={format}>
      <p>holder control</p>
    </OnchainSection>,
  );
}

describe('OnchainSection', () => {
  it('verified: "Verified on-chain" with the network, block, transaction, time, holder and confirmations', () => {
    renderSection({
      state: 'verified',
      chainId: SEPOLIA,
      blockNumber: 7_000_321,
      txHash: HASH,
      anchoredAt: '2025-01-05T12:01:00.000Z',
      holder: HOLDER,
      confirmations: 14,
    });
    const section = screen.getByRole('region', { name: 'On-chain' });
    expect(within(section).getByTestId('onchain-status')).toHaveTextContent('Verified on-chain');
    expect(section).toHaveTextContent(/The Sepolia network holds this credential's fingerprint/);
    const fact = (term: string) => screen.getByText(term).nextElementSibling;
    expect(fact('Network')).toHaveTextContent('Sepolia');
    expect(fact('Block')).toHaveTextContent('7,000,321');
    expect(fact('Anchored')).toHaveTextContent('at 2025-01-05T12:01:00.000Z');
    expect(fact('Anchored by')).toHaveTextContent('0xf39F…2266');
    expect(fact('Confirmations')).toHaveTextContent('14');
    const link = within(fact('Transaction') as HTMLElement).getByRole('link', {
      name: 'View the transaction on Sepolia Etherscan (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `https://sepolia.etherscan.io/tx/${HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByText('holder control')).toBeInTheDocument();
  });

  it('verified without a transaction found: says so instead of a link', () => {
    renderSection({
      state: 'verified',
      chainId: 1,
      blockNumber: 21_000_000,
      txHash: null,
      anchoredAt: '2025-01-05T12:01:00.000Z',
      holder: HOLDER,
      confirmations: 3,
    });
    expect(screen.getByText('Transaction').nextElementSibling).toHaveTextContent(strings.noTx);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Network').nextElementSibling).toHaveTextContent('Ethereum');
  });

  it('not anchored yet', () => {
    renderSection({ state: 'not_anchored', chainId: SEPOLIA });
    expect(screen.getByTestId('onchain-status')).toHaveTextContent('Not anchored on-chain yet');
    expect(screen.getByRole('region', { name: 'On-chain' })).toHaveTextContent(
      /has not recorded it on Sepolia/,
    );
    expect(screen.queryByText('Block')).not.toBeInTheDocument();
    expect(screen.getByText('holder control')).toBeInTheDocument();
  });

  it('mismatch: the chain holds a different record, so it does not verify', () => {
    renderSection({ state: 'mismatch', chainId: SEPOLIA, blockNumber: 6_500_000 });
    expect(screen.getByTestId('onchain-status')).toHaveTextContent('Does not verify on-chain');
    expect(screen.getByRole('region', { name: 'On-chain' })).toHaveTextContent(
      'Sepolia holds a different record for this credential (block 6,500,000)',
    );
    expect(screen.queryByText('Verified on-chain')).not.toBeInTheDocument();
  });

  it('unavailable: the network could not be reached, try later', () => {
    renderSection({ state: 'unavailable', chainId: SEPOLIA });
    expect(screen.getByTestId('onchain-status')).toHaveTextContent('On-chain check unavailable');
    expect(screen.getByRole('region', { name: 'On-chain' })).toHaveTextContent(
      'The Sepolia network could not be reached to check it. Try again later.',
    );
  });

  it('none: renders nothing, not even the holder control', () => {
    const { container } = renderSection({ state: 'none' });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ExplorerLink', () => {
  it('renders nothing for a chain without an explorer or a malformed hash', () => {
    const { container } = render(
      <>
        <ExplorerLink chainId={31337} hash={HASH} newTab="(new tab)">
          local
        </ExplorerLink>
        <ExplorerLink chainId={SEPOLIA} hash="0x1234" newTab="(new tab)">
          short
        </ExplorerLink>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
