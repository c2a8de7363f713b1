// The modal system: features define their modals, app/composition registers them, anyone opens by name,
// <ModalHost/> renders the stack.
export {
  MODAL_ALIASES,
  defineModal,
  getModalDefinition,
  isModalRegistered,
  isStickyModal,
  registerModal,
  registerModals,
  registeredModalNames,
  resolveModalName,
  unregisterModal,
  type ModalComponent,
  type ModalComponentProps,
  type ModalContext,
  type ModalDefinition,
  type ModalInjectedProps,
  type ModalRegistration,
} from './registry.ts';
export { getModalContext, onModalContextChange, setModalContext } from './modal-context.ts';
export { useModalStore, type ModalEntry, type ModalStore } from './modal-store.ts';
export {
  closeAllModals,
  closeModal,
  closeTopModal,
  isAnyModalOpen,
  isModalOpen,
  openModal,
  useIsAnyModalOpen,
  warnUnknownModal,
} from './open-modal.ts';
export { OPEN_MODAL_PARAM, useOpenModalFromQuery } from './use-open-modal-from-query.ts';
