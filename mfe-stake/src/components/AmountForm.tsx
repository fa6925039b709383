import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Field } from '@hueso/shared/ui';
import { FieldHint } from '@hueso/shared/dialogs';

const Row = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-end;
  flex-wrap: wrap;
  label {
    flex: 1 1 160px;
  }
`;

/**
 * An amount field with its action. `check` returns the spec's text for an invalid amount, shown
 * under the field when the player submits; a valid amount goes to `onSubmit`.
 */
export function AmountForm({
  label,
  action,
  hint,
  check,
  onSubmit,
  onAmountChange,
  disabled = false,
  busy = false,
}: {
  label: string;
  action: string;
  hint?: ReactNode;
  check: (amount: number) => string | null;
  onSubmit: (amount: number) => void;
  /** Follows the typed amount (NaN while empty), for hints that depend on it. */
  onAmountChange?: (amount: number) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = value.trim() === '' ? Number.NaN : Number(value);
    const problem = check(amount);
    setError(problem);
    if (!problem) onSubmit(amount);
  };
  return (
    <form onSubmit={submit} aria-label={action} noValidate>
      <Row>
        <Field>
          {label}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={value}
            disabled={disabled || busy}
            aria-invalid={error !== null}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
              onAmountChange?.(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value));
            }}
          />
        </Field>
        <Button type="submit" disabled={disabled || busy} aria-busy={busy || undefined}>
          {action}
        </Button>
      </Row>
      <FieldHint id={`${id}-hint`} $error={error !== null} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </FieldHint>
    </form>
  );
}
