import type { ReactNode } from 'react';
import { ToastContainer, toast, type ToastOptions, type TypeOptions } from 'react-toastify';

/**
 * Toasts as SPEC §9 describes them: top-right, newest on top, at most 3 at once for 3 s, closable
 * by a click, paused on hover, draggable past 60 % of their width. A toast identical to one on screen
 * is dropped (same type and text → same id).
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      limit={3}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={60}
      theme="colored"
      role="status"
    />
  );
}

function show(type: TypeOptions, message: string, options: ToastOptions = {}) {
  const toastId = `${type}:${message}`;
  if (toast.isActive(toastId)) return toastId;
  return toast(message, { type, toastId, ...options });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, { autoClose: 5000, ...options }),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  /** Takes a toast off the screen (one shown until read, once it no longer applies). */
  dismiss: (id: string) => toast.dismiss(id),
  /** A toast with richer content (a button), shown once per `id`. */
  rich: (id: string, content: ReactNode, options: ToastOptions = {}) =>
    toast.isActive(id) ? id : toast(content, { type: 'info', toastId: id, ...options }),
};
