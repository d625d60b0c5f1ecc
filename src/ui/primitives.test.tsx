import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';
import { Field } from './field';
import { RadioGroup } from './radio-group';
import { Stepper } from './stepper';

function Code({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Field label="Code" description="From the email">
      {(c) => <CodeInput {...c} length={6} value={value} onValueChange={setValue} onComplete={onComplete} />}
    </Field>
  );
}

describe('Field', () => {
  it('names the control by its label and describes it by hint and error', () => {
    render(
      <Field label="City" description="Where you live" error="This field is required.">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAccessibleDescription('Where you live This field is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CodeInput', () => {
  it('keeps only digits of a pasted code, at most six, and completes once', async () => {
    const onComplete = vi.fn();
    render(<Code onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(input);
    await userEvent.paste('12-34 56 78');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('data-state', 'complete');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });
});

describe('RadioGroup', () => {
  it('is a named group whose choices arrow keys move between', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="Side"
        name="side"
        defaultValue="buy"
        onValueChange={onValueChange}
        options={[
          { value: 'buy', label: 'Buy' },
          { value: 'sell', label: 'Sell' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Side' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('sell');
  });
});

describe('Stepper', () => {
  it('marks the current step for assistive technology and says which are done', () => {
    render(
      <Stepper
        label="Progress"
        completeText="(done)"
        currentId="b"
        steps={[
          { id: 'a', label: 'Quote' },
          { id: 'b', label: 'Account' },
          { id: 'c', label: 'Address' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['complete', 'current', 'upcoming']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Quote (done)');
  });
});
