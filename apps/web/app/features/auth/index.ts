// Public surface of the auth feature, for the /signin/ and /signup/ pages.
export { LoginForm, type LoginFormProps } from './login-form.tsx';
export { SignupForm, type SignupFormProps } from './signup-form.tsx';
export { LOGIN_PATH, REGISTRATION_PATH } from './auth-api.ts';
