// The one import for toasts: `import { toast } from '~/components/ui/toast.ts'`. Needs <Toaster/> (AppRoot mounts it).
// Sonner is not in the first load: the first toast fetches it (and <Toaster/> mounts it then); toasts asked for
// meanwhile are shown once it is in, in order.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

export type ToastOptions = ExternalToast;
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** Sonner, fetched once; the first call also tells <Toaster/> to mount its container. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').then((module) => module.toast);
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For <Toaster/>: whether a toast was asked for yet, and a way to hear when the first one is. */
export const toastRequested = () => sonner !== null;
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const withSonner = (use: (toast: Sonner) => void) => void loadSonner().then(use);

export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => withSonner((s) => s(message, options)),
  {
    success: (message: Message, options?: ToastOptions) => withSonner((s) => s.success(message, options)),
    error: (message: Message, options?: ToastOptions) => withSonner((s) => s.error(message, options)),
    /** Nothing to dismiss before the first toast. */
    dismiss: (id?: string | number) => {
      if (sonner) withSonner((s) => s.dismiss(id));
    },
  },
);
