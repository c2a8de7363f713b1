// Public surface of the password feature, for the /change-password page and AppRoot.
export { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form.tsx';
export { ChangePasswordPanel } from './change-password-panel.tsx';
export { PasswordRoot } from './root.tsx';
