import { render, screen } from '@testing-library/react';
import { Field, Input } from './field';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <Field id="name" label="Name" hint="3 to 32 letters">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAccessibleDescription('3 to 32 letters');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveClass('border-border');
  });

  it('puts the error in the hint’s place and marks the control invalid', () => {
    render(
      <Field id="name" label="Name" hint="3 to 32 letters" error="Too short.">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short.');
    expect(screen.queryByText('3 to 32 letters')).not.toBeInTheDocument();
    expect(input).toHaveClass('border-destructive');
    // Quiet by default: the form moves focus to the field instead.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('may describe the control with an error without marking it, and announce the error', () => {
    render(
      <Field id="email" label="Email" error="Offline." invalid={false} alert>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Offline.');
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
  });

  it('lays out as a column unless given its own classes', () => {
    const { container, rerender } = render(
      <Field id="a" label="A">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(container.firstElementChild).toHaveClass('flex flex-col gap-1.5');
    rerender(
      <Field id="a" label="A" className="block" error="Wrong." messageClassName="mt-2">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(container.firstElementChild).toHaveAttribute('class', 'block');
    expect(screen.getByText('Wrong.')).toHaveClass('mt-2');
  });
});

describe('Input', () => {
  it('has a box shape by default and a pill shape on request', () => {
    render(
      <>
        <Input aria-label="box" />
        <Input aria-label="pill" shape="pill" className="flex-1" />
      </>,
    );
    expect(screen.getByLabelText('box')).toHaveClass('w-full rounded-xl');
    expect(screen.getByLabelText('pill')).toHaveClass('rounded-full flex-1');
    expect(screen.getByLabelText('pill')).not.toHaveClass('rounded-xl');
  });
});
