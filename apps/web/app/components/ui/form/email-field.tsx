import { TextField, type TextFieldProps } from './text-field.tsx';

/** An email input: the email keyboard and the browser's saved address. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}
