import * as Dialog from '@radix-ui/react-dialog';
import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { closeModal } from '../../../lib/modals/open-modal.ts';
import { useModalStore, type ModalEntry } from '../../../lib/modals/modal-store.ts';
import { getModalDefinition, isStickyModal } from '../../../lib/modals/registry.ts';
import { ModalFrame } from './modal-frame.tsx';
import { lockPage } from './page-lock.ts';
import styles from './modal-host.module.css';

/** Above the header and page chrome, below toasts (sonner sits at 999999999). */
const MODAL_Z_BASE = 1000;

type OutsideEvent = CustomEvent<{ originalEvent: PointerEvent | FocusEvent }>;

// Toasts stay usable while a modal is open; touching one must not count as a backdrop click.
const isInsideToaster = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-sonner-toaster]') !== null;

/** Renders the modal stack: one Radix dialog per entry, later entries on top. Loaded by ModalHost. */
export default function ModalLayers() {
  const stack = useModalStore((state) => state.stack);
  // Each Radix dialog hides everything else from assistive tech as it mounts; two mounting in the same
  // commit would hide each other. So new entries mount one commit at a time (before paint, no flicker).
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  const next = stack.find((entry) => !mounted.has(entry.id));
  useLayoutEffect(() => {
    if (!next) return;
    setMounted((previous) => new Set([...stack.map((e) => e.id).filter((id) => previous.has(id)), next.id]));
  }, [next, stack]);
  return (
    <>
      {stack.map((entry, index) =>
        mounted.has(entry.id) || entry === next ? (
          <ModalLayer key={entry.id} entry={entry} index={index} />
        ) : null,
      )}
    </>
  );
}

function ModalLayer({ entry, index }: { entry: ModalEntry; index: number }) {
  const close = useCallback(() => closeModal(entry.id), [entry.id]);
  // What had focus as the modal opened (read while rendering, before the dialog takes focus): it gets focus back
  // when the modal closes. Radix gives it to a Dialog.Trigger, and our modals open without one.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const onCloseAutoFocus = (event: Event) => {
    if (!opener?.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus({ preventScroll: true });
  };
  const definition = getModalDefinition(entry.name);
  if (!definition) return null;
  const sticky = isStickyModal(entry.name);
  const Body = definition.component;
  const zIndex = MODAL_Z_BASE + index * 2;

  // A backdrop click closes the top modal only (every layer hears a tap outside itself).
  const onOutside = (event: OutsideEvent) => {
    const top = useModalStore.getState().stack.at(-1)?.id === entry.id;
    if (sticky || !top || isInsideToaster(event.target)) event.preventDefault();
  };

  return (
    // Radix handles Escape (top layer only) and Tab cycling inside the dialog; page-lock.ts hides the rest from
    // assistive tech and holds the page's scroll (reference-counted: while any modal is open). Not Radix's modal
    // mode: its styles on <body> restyled the whole page in the frame that opens the modal.
    <Dialog.Root
      open
      modal={false}
      onOpenChange={(open) => {
        if (open) return;
        close();
        definition.onDismiss?.(entry.props);
      }}
    >
      <Dialog.Portal>
        <div className={styles.overlay} style={{ zIndex }} data-modal={entry.name} aria-hidden="true" />
        <Dialog.Content
          ref={lockPage}
          className={styles.layer}
          // The layer spans the viewport only to centre the panel; letting clicks fall through it to the
          // overlay is what makes "outside the panel" a backdrop click.
          style={{ zIndex: zIndex + 1, pointerEvents: 'none' } satisfies CSSProperties}
          aria-modal="true"
          aria-describedby={undefined}
          data-modal={entry.name}
          data-sticky={sticky ? 'true' : undefined}
          onPointerDownOutside={onOutside}
          onInteractOutside={onOutside}
          // Focus leaving for a layer above (or a toast) closes nothing.
          onFocusOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.slot}>
            <ModalErrorBoundary name={entry.name} onError={close}>
              <Suspense fallback={<ModalLoading />}>
                <Body {...entry.props} modalId={entry.id} close={close} />
                <FocusWhenReady />
              </Suspense>
            </ModalErrorBoundary>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Lazy modals mount behind a loading frame; when that frame is swapped out Radix parks focus on the
 * dialog itself. Once the real content is in, focus its first field instead (unless the person moved on).
 */
function FocusWhenReady() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const layer = ref.current?.closest<HTMLElement>('[role="dialog"]');
      const active = document.activeElement;
      if (!layer || (active !== layer && active !== document.body && active !== null)) return;
      layer.querySelector<HTMLElement>(TABBABLE)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return <span ref={ref} hidden />;
}

function ModalLoading() {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('modals.loading')} hideTitle size="sm">
      <div className={styles.loading} role="status" aria-label={t('modals.loading')}>
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    </ModalFrame>
  );
}

/** A crashing modal closes itself instead of taking the page down. */
class ModalErrorBoundary extends Component<
  { name: string; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Modal "${this.props.name}" failed`, error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
