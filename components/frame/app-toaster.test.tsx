import { act, render, screen } from '@testing-library/react';
import { notify, type ToastInput } from '@/components/frame/toast';
import { AppToaster } from './app-toaster';

// sonner animates with timers and React schedules with them too: advance fake time, letting promises
// settle in between. notify() is not awaited inside act(): it waits for a render that act would hold.
async function flush(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function show(input: ToastInput) {
  const done = notify(input);
  await flush(50);
  await done;
  await flush(50);
}

describe('toasts (the spec: one at a time, 5000 ms by default, Infinity never dismissed)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads sonner on the first toast and shows it', async () => {
    const { container } = render(<AppToaster label="Notifications" />);
    expect(container).toBeEmptyDOMElement();
    await show({ title: 'Subscribed!', description: 'Thank you' });
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you')).toBeInTheDocument();
  });

  it('dismisses the previous toast when a new one arrives', async () => {
    render(<AppToaster label="Notifications" />);
    await show({ title: 'First' });
    await show({ title: 'Second' });
    await flush(1000);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('auto-dismisses after 5000 ms', async () => {
    render(<AppToaster label="Notifications" />);
    await show({ title: 'Short-lived' });
    await flush(4000);
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    await flush(2000);
    await flush(1000);
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
  });

  it('keeps an Infinity toast', async () => {
    render(<AppToaster label="Notifications" />);
    await show({ title: 'Sticky', duration: Infinity });
    await flush(60_000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('styles destructive toasts as errors', async () => {
    render(<AppToaster label="Notifications" />);
    await show({ title: 'Please select a role', variant: 'destructive' });
    const toast = (await screen.findByText('Please select a role')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
