import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import * as frame from './frame-icons';

// The frame's icons must draw what lucide-react draws (paths, attributes, classes), since pages mix both.
describe('frame icons', () => {
  it.each(['ChevronDown', 'Menu', 'X', 'Check', 'Globe', 'MessageCircle'] as const)(
    '%s renders as lucide-react renders it',
    (name) => {
      const Ours = frame[name];
      const Theirs = lucide[name];
      const ours = render(<Ours aria-hidden="true" className="size-5 text-accent" />).container;
      const theirs = render(<Theirs aria-hidden="true" className="size-5 text-accent" />).container;
      expect(ours.innerHTML).toBe(theirs.innerHTML);
    },
  );
});
