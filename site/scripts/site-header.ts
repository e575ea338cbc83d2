// The site header's behaviour: the desktop Services disclosure, the mobile slide-over menu, and the
// slimmer bar once the page scrolls. Markup and styling live in components/SiteHeader.astro.

function setUpDisclosure(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return;
  const links = [...panel.querySelectorAll('a')];

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };

  // Enter and Space reach this too: they click a focused button.
  button.addEventListener('click', () => setOpen(!isOpen()));

  root.addEventListener('keydown', (event) => {
    // -1 while the button has focus, so ArrowDown lands on the first item and ArrowUp on the last.
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    if (event.key === 'ArrowDown') next = links[(index + 1) % links.length];
    else if (event.key === 'ArrowUp') next = links.at(index <= 0 ? -1 : index - 1);
    else if (event.key === 'Home' && index >= 0) next = links[0];
    else if (event.key === 'End' && index >= 0) next = links.at(-1);
    else if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    } else return;
    event.preventDefault();
    if (next) {
      setOpen(true);
      next.focus();
    }
  });

  // Tabbing past the last item closes the menu; a click elsewhere (no related target) is handled below.
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
  });
}

function setUpMobileMenu(opener: HTMLButtonElement, dialog: HTMLDialogElement) {
  // showModal() makes the rest of the page inert and closes on Escape.
  opener.addEventListener('click', () => dialog.showModal());

  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The panel fills the dialog box, so a click on the box itself landed on the backdrop.
    // Links close it too: a page restored from the back/forward cache must not reopen with the menu up.
    if (target === dialog || target.closest('a, [data-menu-close]')) dialog.close();
  });
  dialog.addEventListener('close', () => opener.focus());

  // A modal dialog lets Tab leave for the browser's own toolbar; wrapping keeps focus in the panel.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  });

  // The menu button disappears at the desktop breakpoint; an open panel must not outlive it.
  matchMedia('(min-width: 64rem)').addEventListener('change', (event) => {
    if (event.matches) dialog.close();
  });
}

function setUpSlimOnScroll(header: HTMLElement) {
  const update = () => header.toggleAttribute('data-slim', scrollY > 32);
  addEventListener('scroll', update, { passive: true });
  update();
}

const siteHeader = document.getElementById('site-header');
const servicesDisclosure = document.querySelector<HTMLElement>('[data-disclosure]');
const menuButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
const menuDialog = document.querySelector<HTMLDialogElement>('dialog#site-menu');

if (siteHeader) setUpSlimOnScroll(siteHeader);
if (servicesDisclosure) setUpDisclosure(servicesDisclosure);
if (menuButton && menuDialog) setUpMobileMenu(menuButton, menuDialog);
