/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Calls the API in-process; set by the production server, absent under `astro dev`. */
    apiFetch?: (request: Request) => Promise<Response>;
  }
}
