import { useStore } from '@nanostores/react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { toastCloseClass, toastDescriptionClass, toastTitleClass, toastVariantClass, toastViewportClass } from '#site/lib/toast-look.ts';
import { $toast, dismissToast } from '#site/lib/toast-store.ts';

// Radix moves a swiped toast with these variables; a cancelled swipe springs back.
const swipeClass = [
  'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none data-[swipe=cancel]:translate-x-0',
  'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
].join(' ');

/** Renders the toast raised with `toast(...)`. Mount once per page that has islands (client:load). */
export default function Toaster() {
  const current = useStore($toast);

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={`${toastVariantClass[current.variant ?? 'default']} ${swipeClass}`}
        >
          <div>
            <ToastPrimitive.Title className={toastTitleClass}>{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className={toastDescriptionClass}>{current.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className={toastCloseClass} aria-label="Close">
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport label="Notification" hotkey={['F8']} className={toastViewportClass} />
    </ToastPrimitive.Provider>
  );
}
