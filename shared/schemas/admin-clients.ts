import { z } from 'zod';
import { accountStatuses } from '#shared/customer-options.ts';
import { email, optionalText, requiredText } from './lead-common.ts';
import { newPassword } from './password.ts';
import { typedText } from './text.ts';

// Request shapes of the office's client accounts, messages and files (`/api/admin/*`).

/** The statuses a new client account may start in; suspension is an edit of an existing one. */
export const newClientStatuses = ['active', 'pending', 'inactive'] as const;

/** The categories of a file the office files for a client, stored as the label itself. */
export const adminClientFileCategories = [
  'General',
  'Contracts',
  'Survey Reports',
  'Insurance',
  'Technical Documents',
  'Photos',
  'Invoices',
  'Project Updates',
] as const;

export const messagePriorities = ['low', 'normal', 'high'] as const;

type TextOptions = Parameters<typeof optionalText>[1];

/** An optional field where blank, null or absent all mean none, stored as null. */
const blankAsNull = (label: string, options: TextOptions) =>
  optionalText(label, options)
    .nullable()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** A client's sign-in name besides the email; blank means the email is the login. */
const username = () => blankAsNull('Username', { max: 100 });

/** The company is a required column that may be empty: none is stored as ''. */
const company = () =>
  optionalText('Company', { max: 200 })
    .nullable()
    .transform((value) => value ?? '');

/** `POST /api/admin/clients`. */
export const adminClientSchema = z.object({
  firstName: requiredText('First name', { max: 100 }),
  lastName: requiredText('Last name', { max: 100 }),
  email: email(),
  username: username(),
  phone: blankAsNull('Phone', { max: 40 }),
  company: company(),
  password: newPassword(),
  accountStatus: z.enum(newClientStatuses).default('active'),
});
export type AdminClient = z.output<typeof adminClientSchema>;

/** `PUT /api/admin/clients/:id`: the whole client as the office edits it, nulls included. */
export const adminClientUpdateSchema = z.object({
  firstName: requiredText('First name', { max: 100 }),
  lastName: requiredText('Last name', { max: 100 }),
  email: email(),
  username: username(),
  phone: blankAsNull('Phone', { max: 40 }),
  company: company(),
  address: blankAsNull('Address', { max: 200 }),
  city: blankAsNull('City', { max: 100 }),
  state: blankAsNull('State', { max: 100 }),
  zipCode: blankAsNull('ZIP code', { max: 20 }),
  accountStatus: z.enum(accountStatuses),
});
export type AdminClientChange = z.output<typeof adminClientUpdateSchema>;

/** `GET /api/admin/clients`: search on name, email, company or username; a status filter. */
export const adminClientsQuerySchema = z.object({
  search: typedText('search').max(200).optional(),
  status: z.enum(accountStatuses).optional(),
});

export const missingMessageFields = 'Please fill in all fields';

/** `POST /api/admin/send-client-message` (JSON) and the text fields of its attachment form. */
export const adminMessageSchema = z.object({
  customerId: z.uuid(missingMessageFields),
  subject: requiredText('Subject', { max: 200, message: missingMessageFields }),
  message: requiredText('Message', { max: 5000, lines: 'multi-line', message: missingMessageFields }),
  priority: z.enum(messagePriorities).default('normal'),
});
export type AdminMessage = z.output<typeof adminMessageSchema>;

export const missingFileFields = 'Please select a file and add a description';

/** The text fields of `POST /api/admin/upload-client-file` (multipart; the file travels in `file`). */
export const adminClientFileFieldsSchema = z.object({
  customerId: z.uuid('Please choose a client'),
  description: requiredText('Description', { max: 1000, lines: 'multi-line', message: missingFileFields }),
  category: z.enum(adminClientFileCategories).default('General'),
});
export type AdminClientFileFields = z.output<typeof adminClientFileFieldsSchema>;

/** `POST /api/admin/client-uploads/:id/process`. */
export const processUploadSchema = z.object({
  notes: blankAsNull('Notes', { max: 2000, lines: 'multi-line' }),
});
export type ProcessUpload = z.output<typeof processUploadSchema>;
