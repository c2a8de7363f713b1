// Public surface of the contact confirmation feature, for its pages and AppRoot.
export { ContactCard } from './contact-card.tsx';
export { EmailEditView, EmailVerifyView, PhoneEditView, PhoneVerifyView } from './contact-views.tsx';
export { ContactConfirmRoot } from './root.tsx';
