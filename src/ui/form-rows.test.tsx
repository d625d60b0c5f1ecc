// The form primitives the kit's forms share: a select with its label and error, and the submit row.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';
import { SubmitRow } from './submit-row';

const options = [
  { value: 'DK', label: 'Denmark' },
  { value: 'DE', label: 'Germany' },
];

describe('SelectField', () => {
  it('names the select by its label, describes it by hint and error, and marks it invalid', () => {
    const { container } = render(
      <SelectField
        label="Country"
        description="Of residence"
        error="Choose one."
        placeholder="Choose…"
        options={options}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAccessibleDescription('Of residence Choose one.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('.tk-field')).toHaveAttribute('data-state', 'invalid');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Denmark', 'Germany']);
  });

  it("passes every native select prop through, ref included, as react-hook-form's register needs", async () => {
    const ref = createRef<HTMLSelectElement>();
    const onChange = vi.fn();
    render(<SelectField label="Country" name="country" ref={ref} onChange={onChange} options={options} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    expect(ref.current).toBeInstanceOf(HTMLSelectElement);
    expect(ref.current).toHaveAttribute('name', 'country');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ref.current?.value).toBe('DE');
  });
});

describe('SubmitRow', () => {
  it('submits its form, is busy while loading, and keeps extra actions beside it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitRow extra={<a href="#login">Sign in</a>}>Continue</SubmitRow>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.parentElement).toHaveClass('tk-actions');
    expect(screen.getByRole('link', { name: 'Sign in' }).parentElement).toBe(button.parentElement);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <SubmitRow loading>Continue</SubmitRow>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
