import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { LeaseBlock } from '#shared/berth-views.ts';
import { fillLeaseDocument, leaseBlockText, leaseDocumentText, parseLeaseText } from '#shared/lease-document.ts';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import { storedLeaseBlocks } from '#api/services/leases/lease-blocks.ts';
import { renderLeaseText } from '#api/services/leases/lease-text.ts';
import { leaseValues, type LeaseFacts } from '#api/services/leases/lease-values.ts';
import { sampleLeaseFacts } from './lease-facts.ts';

const facts: LeaseFacts = sampleLeaseFacts;

const template = loadLeaseTemplate();
const values = leaseValues(facts);
const filled = (overrides: Record<string, string> = {}) => {
  const blocks = fillLeaseDocument(template.text, { ...values, ...overrides });
  if (!blocks) throw new Error('a value of the template is missing');
  return blocks;
};
const blockOf = (blocks: LeaseBlock[], text: string) => blocks.find((block) => leaseBlockText(block) === text);
const highlighted = (blocks: LeaseBlock[]) => blocks.flatMap((block) => block.segments.filter((segment) => segment.placeholder));
const placeholderNames = [...new Set([...template.text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))];

describe('the lease template', () => {
  test('has a version in its frontmatter, and the frontmatter is not part of the text', () => {
    expect(template.version).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(template.text.startsWith('BERTH LEASE AND DOCKAGE AGREEMENT\n\n')).toBe(true);
    expect(template.text).not.toContain('version:');
    expect(template.text.endsWith('{{marinaEmail}}\n')).toBe(true);
  });
});

describe('the lease as a document', () => {
  test('its lines joined are exactly the text that is signed', () => {
    expect(leaseDocumentText(filled())).toBe(renderLeaseText(template.text, values));
  });

  test('the same for any values, line breaks, braces, colons and clause-like text included', () => {
    const value = fc.string({ unit: fc.constantFrom('a', 'Z', '1', '.', ' ', ':', '\n', '{', '}', '—', 'é') });
    fc.assert(
      fc.property(fc.record(Object.fromEntries(placeholderNames.map((name) => [name, value]))), (anyValues) => {
        const blocks = fillLeaseDocument(template.text, anyValues);
        expect(blocks && leaseDocumentText(blocks)).toBe(renderLeaseText(template.text, anyValues));
      }),
      { numRuns: 200 },
    );
  });

  test('knows the title, the numbered clauses, the lettered items and the label lines', () => {
    const blocks = filled();
    expect(blocks[0]).toEqual({ kind: 'title', marker: '', segments: [{ text: 'BERTH LEASE AND DOCKAGE AGREEMENT' }] });
    const headings = blocks.filter((block) => block.kind === 'heading').map(leaseBlockText);
    expect(headings.slice(0, 3)).toEqual(['1. PARTIES', '2. VESSEL', '3. BERTH']);
    expect(headings).toHaveLength(13);
    expect(blockOf(blocks, '1. PARTIES')).toMatchObject({ marker: '1. ', segments: [{ text: 'PARTIES' }] });
    const items = blocks.filter((block) => block.kind === 'item').map((block) => block.marker);
    expect(items.slice(0, 10)).toEqual(['a. ', 'b. ', 'c. ', 'd. ', 'e. ', 'f. ', 'g. ', 'h. ', 'i. ', 'j. ']);
    expect(blockOf(blocks, 'Name: M/V Grand Isle Runner')).toEqual({
      kind: 'field',
      marker: 'Name: ',
      segments: [{ text: 'M/V Grand Isle Runner', placeholder: 'vesselName' }],
    });
    expect(blockOf(blocks, '24-hour emergency line: (985) 555-0199')?.kind).toBe('field');
    expect(blocks.filter((block) => block.kind === 'paragraph').length).toBeGreaterThan(10);
  });

  test('marks each filled-in value, and only those', () => {
    const blocks = filled();
    const berthLine = blocks.find((block) => block.marker === 'Berth: ');
    expect(berthLine?.segments.slice(0, 3)).toEqual([
      { text: 'Outer 3', placeholder: 'berthName' },
      { text: ', ' },
      { text: '160', placeholder: 'berthLength' },
    ]);
    const names = new Set(highlighted(blocks).map((segment) => segment.placeholder));
    expect([...names].sort()).toEqual([...placeholderNames].sort());
    for (const segment of highlighted(blocks)) expect(values[segment.placeholder ?? '']?.split('\n')).toContain(segment.text);
  });

  test('a value of several lines is marked on each of its lines; a lessee’s "1. FUEL" stays a paragraph', () => {
    const blocks = filled({ specialTerms: '1. FUEL\n\nFuel by truck at the berth.' });
    expect(blockOf(blocks, '1. FUEL')).toEqual({
      kind: 'paragraph',
      marker: '',
      segments: [{ text: '1. FUEL', placeholder: 'specialTerms' }],
    });
    expect(blockOf(blocks, 'Fuel by truck at the berth.')?.segments).toEqual([
      { text: 'Fuel by truck at the berth.', placeholder: 'specialTerms' },
    ]);
    const charges = blocks.filter((block) => block.segments.some((segment) => segment.placeholder === 'chargeLines'));
    expect(charges.map(leaseBlockText)).toEqual([
      '1 month (30 days) × $0.50 per ft per day × 120 ft = $1,800.00',
      '2 weeks (14 days) × $0.75 per ft per day × 120 ft = $1,260.00',
      '1 day × $1.00 per ft per day × 120 ft = $120.00',
    ]);
  });

  test('a missing value gives no document (the text refuses it too)', () => {
    const { vesselName: _left, ...withoutVessel } = values;
    expect(fillLeaseDocument(template.text, withoutVessel)).toBeNull();
  });
});

describe('a stored lease', () => {
  const text = renderLeaseText(template.text, values);

  test('of the current template version is filled again, its values highlighted', () => {
    const blocks = storedLeaseBlocks({ leaseDocument: text, templateVersion: template.version, templateValues: values });
    expect(leaseDocumentText(blocks)).toBe(text);
    expect(highlighted(blocks).length).toBeGreaterThan(20);
  });

  test('older than template versions is read from its text: same shapes, nothing highlighted', () => {
    const blocks = storedLeaseBlocks({ leaseDocument: text, templateVersion: null, templateValues: null });
    expect(leaseDocumentText(blocks)).toBe(text);
    expect(highlighted(blocks)).toEqual([]);
    expect(blocks[0]?.kind).toBe('title');
    expect(blockOf(blocks, '9. NAMED STORMS (TROPICAL STORMS AND HURRICANES)')?.kind).toBe('heading');
    expect(blockOf(blocks, 'Name: M/V Grand Isle Runner')).toEqual({
      kind: 'field',
      marker: 'Name: ',
      segments: [{ text: 'M/V Grand Isle Runner' }],
    });
  });

  test('of another template version, or whose text no longer matches its values, shows its own text', () => {
    const otherVersion = storedLeaseBlocks({ leaseDocument: text, templateVersion: 'an older one', templateValues: values });
    expect(highlighted(otherVersion)).toEqual([]);
    const changed = `${text}Added later.`;
    const edited = storedLeaseBlocks({ leaseDocument: changed, templateVersion: template.version, templateValues: values });
    expect(leaseDocumentText(edited)).toBe(changed);
    expect(highlighted(edited)).toEqual([]);
  });

  test('any text read back as blocks is the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', '1', '.', ' ', ':', '\n', '\r') }), (any) => {
        expect(leaseDocumentText(parseLeaseText(any))).toBe(any);
      }),
    );
  });
});
