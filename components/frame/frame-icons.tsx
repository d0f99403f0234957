// The six icons of the frame's eager islands (navigation bar, language menu, chat button), drawn as
// lucide-react draws them (the same paths, attributes and `lucide lucide-<name>` classes; lucide is
// ISC-licensed) without lucide's icon runtime, which these alone put into every page's first-load
// JavaScript (about 1.3 KB gzip). Pages and lazy islands keep using lucide-react.
import type { SVGProps } from 'react';
import { cx } from '@/lib/utils';

type Shape = ['path', { d: string }] | ['circle', { cx: string; cy: string; r: string }];

function frameIcon(name: string, shapes: readonly Shape[]) {
  function FrameIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {shapes.map(([tag, attributes], i) =>
          tag === 'path' ? <path key={i} {...attributes} /> : <circle key={i} {...attributes} />,
        )}
      </svg>
    );
  }
  FrameIcon.displayName = name;
  return FrameIcon;
}

export const ChevronDown = frameIcon('chevron-down', [['path', { d: 'm6 9 6 6 6-6' }]]);
export const Menu = frameIcon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const X = frameIcon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
export const Check = frameIcon('check', [['path', { d: 'M20 6 9 17l-5-5' }]]);
export const Globe = frameIcon('globe', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }],
  ['path', { d: 'M2 12h20' }],
]);
export const MessageCircle = frameIcon('message-circle', [
  [
    'path',
    {
      d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
    },
  ],
]);
