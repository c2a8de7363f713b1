import { create } from 'zustand';
import { resolveModalName } from './registry.ts';

export interface ModalEntry {
  id: string;
  /** Registered name (aliases already resolved). */
  name: string;
  props: object;
}

export interface ModalStore {
  /** Bottom first; the last entry is on top. */
  stack: ModalEntry[];
  /** Pushes a modal and returns its id. A name already open is not stacked twice: its props are updated instead. */
  open: (name: string, props?: object) => string;
  close: (id: string) => void;
  closeTop: () => void;
  closeAll: () => void;
}

let sequence = 0;

/**
 * The raw stack. It applies no rules; use openModal() from open-modal.ts, which checks registration,
 * guests and feature switches first.
 */
export const useModalStore = create<ModalStore>()((set, get) => ({
  stack: [],
  open(rawName, props = {}) {
    const name = resolveModalName(rawName);
    const existing = get().stack.find((entry) => entry.name === name);
    if (existing) {
      // Double opens happen (query + effect re-runs, two triggers at once); one copy is what people expect.
      set((state) => ({
        stack: state.stack.map((entry) => (entry.id === existing.id ? { ...entry, props } : entry)),
      }));
      return existing.id;
    }
    sequence += 1;
    const id = `modal-${sequence}`;
    set((state) => ({ stack: [...state.stack, { id, name, props }] }));
    return id;
  },
  close(id) {
    set((state) => ({ stack: state.stack.filter((entry) => entry.id !== id) }));
  },
  closeTop() {
    set((state) => ({ stack: state.stack.slice(0, -1) }));
  },
  closeAll() {
    set({ stack: [] });
  },
}));
