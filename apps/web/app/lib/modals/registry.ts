import type { ComponentType } from 'react';
import type { AppInit, Brand, FeatureState } from '@casino/contracts';
import { STICKY_MODALS } from '@casino/contracts/values';

/** What the open rules look at; kept up to date by AppRoot (see setModalContext). */
export interface ModalContext {
  isGuest: boolean;
  appInit: AppInit | null;
  brand: Brand | null;
  /** Current path, with the locale prefix if any. */
  pathname: string;
  /**
   * The player's engagement features as this tab knows them now (lib/engagement keeps them current after
   * pushes and finish timers); null until it does, when app init's are the ones to read.
   */
  features: readonly FeatureState[] | null;
}

/** Props every modal component receives from the host, next to the props given to openModal. */
export interface ModalInjectedProps {
  /** Stack entry id, for closeModal(id). */
  modalId: string;
  /** Closes this modal. */
  close: () => void;
}

export type ModalComponentProps<P extends object = object> = P & ModalInjectedProps;
export type ModalComponent<P extends object = object> = ComponentType<ModalComponentProps<P>>;

export interface ModalDefinition<P extends object = object> {
  /** A plain component or React.lazy(() => import('./x-modal.tsx')) (default export). */
  component: ModalComponent<P>;
  /** Backdrop clicks do not close it. Names in STICKY_MODALS are sticky whatever this says. */
  sticky?: boolean;
  /** Only for signed-in players; ignored for guests (spec: feature modals require a signed-in player). */
  requiresPlayer?: boolean;
  /** Feature switch, e.g. `(ctx) => ctx.appInit?.dailyLogin.isActive === true`. False means openModal does nothing. */
  isEnabled?: (ctx: ModalContext) => boolean;
  /** The geoblock page lets only these open (spec: only the terms dialog may open there). */
  allowedOnGeoblock?: boolean;
  /** Runs after the person dismissed it (Escape, close button, backdrop) — not after a programmatic close. */
  onDismiss?: (props: P) => void;
}

/** openModal values that name another registered modal. */
export const MODAL_ALIASES: Readonly<Record<string, string>> = {
  register: 'signup',
  register1: 'signup',
};

const STICKY: ReadonlySet<string> = new Set(STICKY_MODALS);
const definitions = new Map<string, ModalDefinition>();

export const resolveModalName = (name: string): string => MODAL_ALIASES[name] ?? name;

/**
 * The app's composition calls this through registerModals; tests call it directly. Registering a name again replaces it (hot reload, tests).
 * Aliases (register, register1) are not registrable: they always mean their target.
 */
export function registerModal<P extends object>(name: string, definition: ModalDefinition<P>): void {
  if (MODAL_ALIASES[name])
    throw new Error(`Modal name "${name}" is an alias of "${MODAL_ALIASES[name]}"; register that instead.`);
  // Props are checked where the component is written; the registry stores them untyped.
  definitions.set(name, definition as unknown as ModalDefinition);
}

export function unregisterModal(name: string): void {
  definitions.delete(resolveModalName(name));
}

export const getModalDefinition = (name: string): ModalDefinition | undefined =>
  definitions.get(resolveModalName(name));

export const isModalRegistered = (name: string): boolean => definitions.has(resolveModalName(name));

export function isStickyModal(name: string): boolean {
  const canonical = resolveModalName(name);
  return STICKY.has(canonical) || definitions.get(canonical)?.sticky === true;
}

export const registeredModalNames = (): string[] => [...definitions.keys()];

/**
 * A feature's modal, typed where it is written and registered later by the app's composition
 * (app/composition), so no feature registers itself as a side effect of being imported.
 */
export interface ModalRegistration {
  readonly name: string;
  readonly register: () => void;
}

export const defineModal = <P extends object>(
  name: string,
  definition: ModalDefinition<P>,
): ModalRegistration => ({ name, register: () => registerModal(name, definition) });

export function registerModals(registrations: readonly ModalRegistration[]): void {
  for (const registration of registrations) registration.register();
}
