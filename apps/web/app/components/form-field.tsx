import type { ReactNode } from 'react';
import { useId } from 'react';

/** What the control of a field gets: its id and the aria wiring to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The class names of a field's parts (each form family keeps its look). */
export interface FieldClasses {
  field: string;
  label: string;
  hint: string;
  error: string;
}

/**
 * The field kit: a label tied to its control, a hint and an error tied to it with
 * aria-describedby, and aria-invalid while there is an error (role=alert so it is heard at
 * once). `children` renders the control with the props it is given; `extra` stands between the
 * hint and the error (a field's quick choices).
 */
export function FormField({
  label,
  hint,
  error,
  id,
  classes,
  extra,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control's id (one is made when absent). */
  id?: string;
  classes: FieldClasses;
  extra?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {extra}
      {error ? (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The value of a form's field as a string ('' when absent or a file). */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
