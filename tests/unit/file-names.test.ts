import { describe, expect, test } from 'vitest';
import { attachmentDisposition } from '#api/http/download.ts';
import { cleanFileName } from '#api/storage/file-name.ts';

describe('file names kept from uploads', () => {
  test('control characters, NUL, CR and LF are removed and spaces trimmed', () => {
    expect(cleanFileName('  survey\u0000 report\r\n.pdf ')).toBe('survey report.pdf');
    expect(cleanFileName('tab\there.pdf')).toBe('tabhere.pdf');
  });

  test('bidirectional controls are removed, so a name shows its real extension', () => {
    expect(cleanFileName('scan\u202Efdp.docx')).toBe('scanfdp.docx');
    expect(cleanFileName('\u2067invoice\u2069\u200F.pdf\u200E')).toBe('invoice.pdf');
    expect(cleanFileName('مرسى.pdf')).toBe('مرسى.pdf');
  });

  test('unicode names are kept, lone surrogates replaced', () => {
    expect(cleanFileName('Relevé – Cajun Pride 🚤.pdf')).toBe('Relevé – Cajun Pride 🚤.pdf');
    expect(cleanFileName('broken\uD800.pdf')).toBe('broken\uFFFD.pdf');
  });

  test('a very long name is cut to 255 characters, keeping its extension', () => {
    const cleaned = cleanFileName(`${'ä'.repeat(1000)}.docx`);
    expect([...cleaned]).toHaveLength(255);
    expect(cleaned.endsWith('ää.docx')).toBe(true);
    expect([...cleanFileName('🚤'.repeat(300))]).toHaveLength(255);
  });
});

describe('Content-Disposition for downloads', () => {
  test('a plain name is written twice: quoted, and UTF-8 encoded', () => {
    expect(attachmentDisposition('lease-A12.pdf')).toBe(`attachment; filename="lease-A12.pdf"; filename*=UTF-8''lease-A12.pdf`);
  });

  test('unicode goes percent-encoded into filename*, with an ASCII stand-in in filename', () => {
    expect(attachmentDisposition('Relevé 🚤.pdf')).toBe(
      `attachment; filename="Relev_ __.pdf"; filename*=UTF-8''Relev%C3%A9%20%F0%9F%9A%A4.pdf`,
    );
  });

  test('quotes, backslashes and percent signs cannot end or bend the quoted name', () => {
    const header = attachmentDisposition(`a"b\\c%41'(d)*.pdf`);
    expect(header).toBe(`attachment; filename="a_b_c_41'(d)*.pdf"; filename*=UTF-8''a%22b%5Cc%2541%27%28d%29%2A.pdf`);
  });

  test('CR and LF never reach the header', () => {
    const header = attachmentDisposition('invoice\r\nSet-Cookie: session=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="invoiceSet-Cookie: session=1.pdf"');
  });

  test('a name with nothing left gets a neutral one', () => {
    expect(attachmentDisposition('\r\n\u0000')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });

  test('the header is valid for Headers whatever the name', () => {
    for (const name of ['\uD800', 'x'.repeat(5000), '\u0085\u2028name.txt', ';,=.csv']) {
      expect(() => new Headers({ 'Content-Disposition': attachmentDisposition(name) })).not.toThrow();
    }
  });
});
