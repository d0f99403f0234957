import { render, screen } from '@testing-library/react';
import { UntilReady, useReady } from './until-ready';

function Island({ onReady, ready }: { onReady?: () => void; ready: boolean }) {
  useReady(onReady, ready);
  return <p>Island</p>;
}

const wrapper = (ready: boolean) => (
  <UntilReady Island={Island} props={{ ready }} placeholder={<p>Stand-in</p>} />
);

it('keeps the stand-in while the island is not ready, and drops it once the island says so', () => {
  const view = render(wrapper(false));
  expect(screen.getByText('Stand-in')).toBeInTheDocument();
  expect(screen.getByText('Island')).toBeInTheDocument();

  view.rerender(wrapper(true));
  expect(screen.queryByText('Stand-in')).not.toBeInTheDocument();
  expect(screen.getByText('Island')).toBeInTheDocument();

  // Ready once is ready: the stand-in does not come back.
  view.rerender(wrapper(false));
  expect(screen.queryByText('Stand-in')).not.toBeInTheDocument();
});
