/** A received email as a test reads it: decoded headers, the plain text body and the links in it. */
export interface ParsedMail {
  from: string;
  to: string[];
  /** Where an answer goes, when the mail names somewhere other than its sender; '' when it does not. */
  replyTo: string;
  subject: string;
  text: string;
  links: string[];
  /** The files attached to a multipart/mixed message (a signed lease's PDF), in order. */
  attachments: MailAttachmentPart[];
}

export interface MailAttachmentPart {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Parses a message as our mailer sends it (raw SMTP DATA, CRLF line ends): a text message, or one
 * with an attachment (multipart/mixed around the text and HTML parts).
 */
export function parseMail(raw: string): ParsedMail {
  const parts = leafParts(raw);
  const textPart = parts.find((part) => !isAttachment(part) && /^text\/plain/i.test(headerValue(part, 'Content-Type') || 'text/plain'));
  const text = textPart ? decodeBody(bodyOf(textPart), headerValue(textPart, 'Content-Transfer-Encoding')).replace(/\r\n/g, '\n') : '';
  return {
    from: headerValue(raw, 'From'),
    to: headerValue(raw, 'To').match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [],
    replyTo: headerValue(raw, 'Reply-To'),
    subject: headerValue(raw, 'Subject'),
    text,
    // A sentence may end right after a link; its closing punctuation is not part of the address.
    links: (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, '')),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: headerValue(part, 'Content-Disposition').match(/filename="?([^";]+)"?/)?.[1] ?? '',
      contentType: headerValue(part, 'Content-Type').split(';')[0]?.trim() ?? '',
      bytes: Buffer.from(bodyOf(part).replace(/\s+/g, ''), 'base64'),
    })),
  };
}

/** The single parts of a message, its multipart containers opened, each with its own headers. */
function leafParts(entity: string): string[] {
  const boundary = headerValue(entity, 'Content-Type').match(/^multipart\/[^;]+;.*boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return [entity];
  const body = bodyOf(entity);
  const [, ...parts] = body.split(`--${boundary}`);
  return parts
    .filter((part) => !part.startsWith('--'))
    .map((part) => part.replace(/^\r\n/, '').replace(/\r\n$/, ''))
    .flatMap(leafParts);
}

const bodyOf = (entity: string) => entity.slice(headerEnd(entity) + 4);
const isAttachment = (part: string) => /^attachment/i.test(headerValue(part, 'Content-Disposition'));

/** A header as a person reads it: unfolded, with RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
export function headerValue(raw: string, name: string): string {
  const headers = raw.slice(0, headerEnd(raw)).replace(/\r\n[ \t]+/g, ' ');
  const line = headers.split('\r\n').find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return '';
  // Words are decoded to bytes first: one character may be split across two encoded words.
  const bytes = line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedBytes(text, '_')).toString('latin1'),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headerEnd(raw: string): number {
  const end = raw.indexOf('\r\n\r\n');
  return end === -1 ? raw.length : end;
}

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case 'quoted-printable':
      return quotedBytes(body.replace(/=\r\n/g, '')).toString('utf8');
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

/** `=XX` escapes to bytes; in headers (Q encoding) an underscore stands for a space. */
function quotedBytes(text: string, space?: '_'): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '=') {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(text[index] === space ? 0x20 : text.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}
