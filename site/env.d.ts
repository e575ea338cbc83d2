/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Calls the API in-process; set by the production server, absent under `astro dev`. */
    apiFetch?: (request: Request) => Promise<Response>;
    /** The signed-in customer, on the portal pages (site/middleware.ts); null when signed out. */
    customer?: import('#shared/customer-views.ts').CustomerView | null;
    /** The signed-in member of staff, on the admin pages (site/middleware.ts); null when signed out. */
    staff?: import('#shared/staff-views.ts').StaffView | null;
  }
}
