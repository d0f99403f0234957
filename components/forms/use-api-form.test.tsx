import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { Field, Input } from '@/components/ui/field';
import { useApiForm, type Checked, type FormError } from './use-api-form';
import { zodCheck } from './zod-check';

const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  code: z.string().min(3, 'too_short'),
});

const fetchMock = jest.fn();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

function sent(call = 0) {
  const [path, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { path, body: JSON.parse(init.body as string) as unknown };
}

type Props = {
  /** null: no check at all. */
  check?: ((values: Record<'name' | 'code', string>) => Checked<unknown> | Promise<Checked<unknown>>) | null;
  body?: (data: unknown) => unknown;
  onSuccess?: (reply: unknown) => void;
  onFormError?: (error: FormError) => void;
  /** Leaves the "code" input without fieldRef: it is then never focused. */
  unfocusedCode?: boolean;
};

/** A form as the app's forms use the hook: Field + Input, one message line for the form. */
function TestForm({
  check = zodCheck(schema),
  body,
  onSuccess = () => {},
  onFormError,
  unfocusedCode,
}: Props) {
  const form = useApiForm<'name' | 'code', unknown, unknown>({
    fields: ['name', 'code'],
    endpoint: '/api/test',
    check: check ?? undefined,
    body,
    onSuccess: (reply) => {
      form.reset();
      onSuccess(reply);
    },
    onFormError,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.pending || undefined}>
      {(['name', 'code'] as const).map((field) => (
        <Field key={field} id={`f-${field}`} label={field} error={form.errors[field]}>
          {(control) => (
            <Input
              ref={field === 'code' && unfocusedCode ? undefined : form.fieldRef(field)}
              {...control}
              value={form.values[field]}
              onChange={(event) => form.setValue(field, event.target.value)}
            />
          )}
        </Field>
      ))}
      {form.formError && (
        <p role="alert">
          {form.formError.code}
          {form.formError.retryAfter !== undefined && ` ${form.formError.retryAfter}`}
        </p>
      )}
      <button type="submit">Send</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('useApiForm', () => {
  it('checks in the browser: field errors, focus on the first invalid field, nothing sent', () => {
    render(<TestForm />);
    type('code', 'ab');
    send();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('required');
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('too_short');
    expect(screen.getByLabelText('name')).toHaveFocus();
  });

  it('clears a field’s error when its value changes, and only that one', () => {
    render(<TestForm />);
    send();
    type('name', 'a');
    expect(screen.getByLabelText('name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('posts the checked data (or the body made from it), then hands the reply over', async () => {
    const onSuccess = jest.fn();
    render(<TestForm onSuccess={onSuccess} body={(data) => ({ ...(data as object), extra: 1 })} />);
    type('name', '  Ada ');
    type('code', 'abc');
    respond(200, { done: true });
    send();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ done: true }));
    expect(sent()).toEqual({ path: '/api/test', body: { name: 'Ada', code: 'abc', extra: 1 } });
    expect(screen.getByLabelText('name')).toHaveValue('');
  });

  it('sends the values as they are without a check', async () => {
    render(<TestForm check={null} />);
    respond(200, {});
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent().body).toEqual({ name: '', code: '' });
  });

  it('shows the server’s errors of its own fields, focusing the first', async () => {
    render(<TestForm />);
    type('name', 'Ada');
    type('code', 'abc');
    respond(409, { error: 'conflict', fields: { code: 'invalid', other: 'invalid' } });
    send();
    await waitFor(() => expect(screen.getByLabelText('code')).toHaveAccessibleDescription('invalid'));
    expect(screen.getByLabelText('code')).toHaveFocus();
    expect(screen.getByLabelText('name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not focus a field the form gave no ref', async () => {
    render(<TestForm unfocusedCode />);
    type('name', 'Ada');
    type('code', 'abc');
    respond(400, { error: 'invalid_input', fields: { code: 'invalid' } });
    send();
    await waitFor(() => expect(screen.getByLabelText('code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('code')).not.toHaveFocus();
  });

  it('turns other failures into one form error: the code and retryAfter, or offline', async () => {
    const onFormError = jest.fn();
    render(<TestForm onFormError={onFormError} />);
    type('name', 'Ada');
    type('code', 'abc');

    respond(429, { error: 'rate_limited', retryAfter: 30 });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('rate_limited 30');
    expect(onFormError).toHaveBeenLastCalledWith({ code: 'rate_limited', retryAfter: 30 });

    // Server errors about fields the form does not have are the form's as a whole.
    respond(400, { error: 'invalid_input', fields: { other: 'invalid' } });
    send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('invalid_input'));

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('offline'));
    expect(onFormError).toHaveBeenLastCalledWith({ code: 'offline' });
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
  });

  it('is pending while the request runs and ignores a second submit', async () => {
    render(<TestForm />);
    type('name', 'Ada');
    type('code', 'abc');
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    send();
    await waitFor(() =>
      expect(screen.getByRole('button').closest('form')).toHaveAttribute('aria-busy', 'true'),
    );
    send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true, status: 200, json: async () => ({}) }));
    expect(screen.getByRole('button').closest('form')).not.toHaveAttribute('aria-busy');
  });

  it('counts an asynchronous check as pending, and one that cannot load as offline', async () => {
    let release: (checked: Checked<unknown>) => void = () => {};
    const check = jest
      .fn<Promise<Checked<unknown>>, []>()
      .mockReturnValueOnce(new Promise((resolve) => (release = resolve)))
      .mockRejectedValueOnce(new Error('chunk failed'));
    const onFormError = jest.fn();
    render(<TestForm check={check} onFormError={onFormError} />);

    send();
    expect(screen.getByRole('button').closest('form')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release({ ok: false, fields: { code: 'required' } }));
    expect(screen.getByRole('button').closest('form')).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText('code')).toHaveFocus();

    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    expect(onFormError).toHaveBeenCalledWith({ code: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
