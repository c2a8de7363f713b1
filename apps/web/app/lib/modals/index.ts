// The modal system: features register at module load, anyone opens by name, <ModalHost/> renders the stack.
export {
  MODAL_ALIASES,
  getModalDefinition,
  isModalRegistered,
  isStickyModal,
  registerModal,
  registeredModalNames,
  resolveModalName,
  unregisterModal,
  type ModalComponent,
  type ModalComponentProps,
  type ModalContext,
  type ModalDefinition,
  type ModalInjectedProps,
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
