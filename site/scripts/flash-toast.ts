// Shows a message carried over from the previous page (lib/flash.ts) once, looking like the React
// toasts but without React, so marketing pages stay light.
import { takeFlashToast } from '#site/lib/flash.ts';
import { toastCloseClass, toastDescriptionClass, toastTitleClass, toastVariantClass, toastViewportClass } from '#site/lib/toast-look.ts';

const message = takeFlashToast();

if (message) {
  const region = document.createElement('div');
  region.className = toastViewportClass;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-label', 'Notification');
  region.tabIndex = -1;
  document.body.append(region);

  const toast = document.createElement('div');
  toast.className = toastVariantClass.default;
  const text = document.createElement('div');
  const title = document.createElement('p');
  title.className = toastTitleClass;
  title.textContent = message.title;
  text.append(title);
  if (message.description) {
    const description = document.createElement('p');
    description.className = toastDescriptionClass;
    description.textContent = message.description;
    text.append(description);
  }
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = toastCloseClass;
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.innerHTML =
    '<svg class="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"' +
    ' aria-hidden="true">' +
    '<path d="M18 6 6 18M6 6l12 12"/></svg>';
  toast.append(text, closeButton);

  const close = () => {
    toast.remove();
    document.removeEventListener('keydown', onKey);
  };
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape' && region.contains(document.activeElement)) close();
    else if (event.key === 'F8') region.focus();
  }
  closeButton.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  setTimeout(close, 5000);

  // A live region announces what is added to it after it is in the page, so the toast comes a frame later.
  requestAnimationFrame(() => region.append(toast));
}
