import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { MarkdownField, useMarkdownTabs, type MarkdownFieldProps } from './markdown-field';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));
// Set to make the renderer fail to load (a chunk that could not be fetched), after jest.resetModules().
let mockLoadFails = false;
jest.mock('@/lib/markdown', () => {
  if (mockLoadFails) throw new Error('chunk failed');
  return jest.requireActual('@/lib/markdown');
});

const strings = {
  tabsLabel: 'Text and preview',
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  previewLoading: 'Loading the preview…',
  previewFailed: 'The preview could not load.',
};

type Props = Partial<Pick<MarkdownFieldProps, 'error' | 'counter' | 'size'>> & {
  /** The form's submit: brings back Write, then focuses the box (as a field error does). */
  onSubmit?: () => void;
};

function Form({ onSubmit, ...props }: Props) {
  const [value, setValue] = useState('');
  const tabs = useMarkdownTabs();
  const box = useRef<HTMLTextAreaElement>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    tabs.showWrite();
    box.current?.focus();
    onSubmit?.();
  }
  return (
    <form onSubmit={submit} noValidate>
      <MarkdownField
        id="post-body"
        name="body"
        label="Your post"
        hint="Markdown works here."
        value={value}
        onChange={setValue}
        tab={tabs.tab}
        onTabChange={tabs.setTab}
        strings={strings}
        textareaRef={box}
        {...props}
      />
      <button type="submit">Send</button>
    </form>
  );
}

function renderField(props: Props = {}) {
  render(<Form {...props} />);
  return { u: userEvent.setup(), box: screen.getByRole('textbox', { name: 'Your post' }) };
}

afterEach(() => {
  mockLoadFails = false;
});

describe('MarkdownField', () => {
  it('is a labelled, required box on the Write tab, described by its hint', () => {
    const { box } = renderField();
    expect(box).toHaveAttribute('id', 'post-body');
    expect(box).toHaveAttribute('name', 'body');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('rows', '10');
    expect(box).toHaveAccessibleDescription('Markdown works here.');
    expect(screen.getByRole('tablist', { name: 'Text and preview' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Write' })).toContainElement(box);
  });

  it('shows the error in place of the hint and marks the box invalid', () => {
    const { box } = renderField({ error: 'This field is required.' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('This field is required.');
  });

  it('counts the trimmed text, red past the limit, and the box is described by the count', async () => {
    const { u, box } = renderField({ size: 'short', counter: { max: 5, text: (count) => `${count} / 5` } });
    expect(box).toHaveAttribute('rows', '6');
    expect(box).toHaveAccessibleDescription('Markdown works here. 0 / 5');
    await u.type(box, '  Hello');
    expect(screen.getByText('5 / 5')).not.toHaveClass('text-destructive');
    await u.type(box, '!');
    expect(screen.getByText('6 / 5')).toHaveClass('text-destructive');
  });

  it('previews the markdown safely, with the server’s rules', async () => {
    const { u, box } = renderField();
    await u.click(box);
    await u.paste('## Plan\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) So **bold**');
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel).toHaveTextContent('<script>alert(1)</script>');
    expect(within(panel).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(within(panel).getByText('bold').tagName).toBe('STRONG');
    expect(box).not.toBeVisible();
  });

  it('says so when there is nothing to preview', async () => {
    const { u } = renderField();
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('Nothing to preview yet.');
  });

  it('says so when the renderer cannot load', async () => {
    mockLoadFails = true;
    jest.resetModules();
    const { u, box } = renderField();
    await u.type(box, 'Hi');
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not load.');
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const { u, box } = renderField();
    const write = screen.getByRole('tab', { name: 'Write' });
    const preview = screen.getByRole('tab', { name: 'Preview' });
    expect(preview).toHaveAttribute('tabindex', '-1');
    write.focus();
    await u.keyboard('{ArrowRight}');
    expect(preview).toHaveFocus();
    expect(preview).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowRight}');
    expect(write).toHaveFocus();
    await u.keyboard('{End}');
    expect(preview).toHaveFocus();
    await u.keyboard('{Home}');
    expect(write).toHaveFocus();
    expect(box).toBeVisible();
  });

  it('useMarkdownTabs: a submit from Preview brings back Write before the box takes focus', async () => {
    const onSubmit = jest.fn();
    const { u, box } = renderField({ onSubmit });
    await u.click(screen.getByRole('tab', { name: 'Preview' }));
    await u.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();
  });
});
