// The one import for toasts: `import { toast } from '~/components/ui/toast.ts'`. Needs <Toaster/> (AppRoot mounts it).
export { toast, type ExternalToast as ToastOptions } from 'sonner';
