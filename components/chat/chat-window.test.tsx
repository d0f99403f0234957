import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChatWindow, type ChatStrings } from './chat-window';

const strings: ChatStrings = {
  open: 'Open chat',
  title: 'Civitas Assistant',
  minimize: 'Minimize chat',
  restore: 'Restore chat',
  close: 'Close chat',
  inputLabel: 'Your message',
  placeholder: 'Ask…',
  send: 'Send message',
  typing: 'The assistant is typing…',
  greeting: 'Hello! Ask me anything.',
  you: 'You',
  assistant: 'Assistant',
  keywords: {
    wallet: ['wallet', 'connect'],
    citizen: ['citizen'],
    learn: ['course'],
    create: ['generate'],
    vote: ['vote'],
  },
  replies: {
    wallet: 'Use MetaMask, WalletConnect or Coinbase Wallet.',
    citizen: 'Citizen reply',
    learn: 'Learn reply',
    create: 'Create reply',
    vote: 'Vote reply',
    fallback: 'I can help with wallets and more.',
  },
};

function send(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ChatWindow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with the greeting in a live log', () => {
    render(<ChatWindow strings={strings} open onClose={() => {}} />);
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('Hello! Ask me anything.');
  });

  it('answers by keyword after exactly one second, with a typing indicator meanwhile', () => {
    render(<ChatWindow strings={strings} open onClose={() => {}} />);
    send('How do I connect my wallet?');
    expect(screen.getByRole('log')).toHaveTextContent('How do I connect my wallet?');
    expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('Use MetaMask, WalletConnect or Coinbase Wallet.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Use MetaMask, WalletConnect or Coinbase Wallet.')).toBeInTheDocument();
    expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
  });

  it('gives the generic help text to anything else', () => {
    render(<ChatWindow strings={strings} open onClose={() => {}} />);
    send('hello');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('I can help with wallets and more.')).toBeInTheDocument();
  });

  it('ignores blank and whitespace-only input', () => {
    render(<ChatWindow strings={strings} open onClose={() => {}} />);
    send('   ');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('log').querySelectorAll('[data-from]')).toHaveLength(1);
    expect(screen.queryByText('The assistant is typing…')).not.toBeInTheDocument();
  });

  it('minimises to its header and restores', () => {
    render(<ChatWindow strings={strings} open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Civitas Assistant' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Restore chat' }));
    expect(screen.getByRole('log')).toBeVisible();
  });

  it('closes with the close button and with Escape', () => {
    const onClose = jest.fn();
    render(<ChatWindow strings={strings} open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
