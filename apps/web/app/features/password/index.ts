// Public surface of the password feature, for the /change-password page (its root is lazy in composition).
export { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form.tsx';
export { ChangePasswordPanel } from './change-password-panel.tsx';
