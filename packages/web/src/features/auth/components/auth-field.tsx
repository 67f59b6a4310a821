import type { InputHTMLAttributes } from 'react';
import { PasswordInput } from '../../../components/password-input.tsx';
import styles from './auth-form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  /** A standing note under the field (what the value is for, what may change later). */
  hint?: string;
  /** Spec 1 §5: a required field left empty, or the server's message for this field. */
  error?: string;
  type?: 'text' | 'email' | 'password';
};

/** One labelled field of the sign-in area, its message under it; passwords get the show/hide toggle. */
export function AuthField({ id, label, hint, error, type = 'text', ...input }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const inputProps = { ...input, id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {type === 'password' ? (
        <PasswordInput {...inputProps} />
      ) : (
        <input {...inputProps} type={type} className="input" />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
