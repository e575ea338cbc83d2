import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { reservationForm } from '#tests/api/berth-booking-fixtures.ts';
import { pdfBytes } from '#tests/api/customer-portal-fixtures.ts';
import { minimalContactForm } from '#tests/api/lead-fixtures.ts';
import { sendForm, sendJson } from './http-client.ts';

export type WriteKind = 'lead' | 'reservation' | 'message' | 'upload';
const kinds: WriteKind[] = ['lead', 'reservation', 'message', 'upload'];

/** A write the server answered 2xx: it must be stored, with the content that carries `marker`. */
export interface AcknowledgedWrite {
  kind: WriteKind;
  id: string;
  marker: string;
}

/** A request sent with no answer: `code` says why (ECONNREFUSED is a refusal before anything was sent). */
interface UnansweredWrite {
  kind: WriteKind;
  sentAt: number;
  code: string;
}

interface AnsweredWrite {
  kind: WriteKind;
  status: number;
  sentAt: number;
  /** When its headers arrived. */
  receivedAt: number;
  connection: string | null;
}

export interface LoadTarget {
  baseUrl: string;
  customerCookie: string;
  /** Berths a 120 ft vessel fits; each reservation takes its own night on one of them. */
  berthIds: string[];
}

// Numbers every write across the rounds of a test, so each reservation has a night of its own.
let sequence = 0;

export const uploadContent = (marker: string) => pdfBytes(`upload ${marker}`);

function send(target: LoadTarget, kind: WriteKind, marker: string, number: number): Promise<Response> {
  const signedIn = { Cookie: target.customerCookie };
  switch (kind) {
    case 'lead':
      return sendJson(target.baseUrl, 'POST', '/api/service-requests', {
        ...minimalContactForm,
        projectDetails: `Tank cleaning, reference ${marker}`,
      });
    case 'reservation': {
      const night = 60 + Math.floor(number / target.berthIds.length);
      const berthId = target.berthIds[number % target.berthIds.length] ?? '';
      const stay = { arrivalDate: addDays(facilityToday(), night), departureDate: addDays(facilityToday(), night + 1) };
      return sendJson(
        target.baseUrl,
        'POST',
        '/api/berth-reservations',
        reservationForm(berthId, { ...stay, contactEmail: `${marker}@load.example` }),
      );
    }
    case 'message':
      return sendJson(target.baseUrl, 'POST', '/api/client/messages', { subject: marker, message: `Message ${marker}` }, signedIn);
    case 'upload': {
      const form = new FormData();
      form.set('description', marker);
      form.set('category', 'general');
      form.set('file', new Blob([uploadContent(marker)], { type: 'application/pdf' }), `${marker}.pdf`);
      return sendForm(target.baseUrl, '/api/client/upload', form, signedIn);
    }
  }
}

function idOf(kind: WriteKind, body: unknown): string {
  const answer = body as { id?: string; message?: { id: string }; upload?: { id: string } };
  const id = kind === 'message' ? answer.message?.id : kind === 'upload' ? answer.upload?.id : answer.id;
  if (!id) throw new Error(`a ${kind} answer without an id: ${JSON.stringify(body)}`);
  return id;
}

const errorCode = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
};

/**
 * `concurrency` clients writing leads, reservations, client messages and uploads in turn, each
 * sending its next request as soon as the last is answered, until `stop()`.
 */
export function startWriteLoad(target: LoadTarget, concurrency: number) {
  const acknowledged: AcknowledgedWrite[] = [];
  const answered: AnsweredWrite[] = [];
  const unanswered: UnansweredWrite[] = [];
  let running = true;

  async function client(): Promise<void> {
    while (running) {
      const number = sequence++;
      const kind = kinds[number % kinds.length] ?? 'lead';
      const marker = `load-${process.pid}-${number}`;
      const sentAt = Date.now();
      try {
        const response = await send(target, kind, marker, number);
        const receivedAt = Date.now();
        const body: unknown = await response.json();
        answered.push({ kind, status: response.status, sentAt, receivedAt, connection: response.headers.get('connection') });
        if (response.ok) acknowledged.push({ kind, id: idOf(kind, body), marker });
      } catch (error) {
        unanswered.push({ kind, sentAt, code: errorCode(error) });
        // A dead server refuses at once; a short pause keeps the loop from spinning.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  const clients = Array.from({ length: concurrency }, client);
  return {
    acknowledged,
    answered,
    unanswered,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
