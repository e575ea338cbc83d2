import type { AdminClientView } from '#shared/admin-client-views.ts';

/** What a client row's buttons open. */
export type ClientAction = 'view' | 'edit' | 'reset' | 'message' | 'upload';

/** The dialog open on the Client Portal tab, if any: create, or one of a client's actions. */
export type OpenDialog =
  | { kind: 'create' }
  | { kind: ClientAction; client: AdminClientView }
  /** A reply from the office's inbox: the recipient is known by id and name only. */
  | { kind: 'reply'; customerId: string; name: string; subject: string };
