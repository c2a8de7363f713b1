// Public surface of the contact confirmation feature, for its pages (its root is lazy in composition).
export { ContactCard } from './contact-card.tsx';
export { EmailEditView, EmailVerifyView, PhoneEditView, PhoneVerifyView } from './contact-views.tsx';
