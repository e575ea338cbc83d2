import { describe, expect, test } from 'vitest';
import { berthRect, labelLines, mapWidth, rowBands, scaleTicks, xAt, zoneBands } from '#site/islands/berths/map-geometry.ts';

describe('the dock map’s geometry', () => {
  test('the waterfront runs to scale across the drawing, inside its margins', () => {
    expect(xAt(0)).toBeGreaterThan(0);
    expect(xAt(1250)).toBeLessThan(mapWidth);
    expect(xAt(500) - xAt(0)).toBeCloseTo(2 * (xAt(250) - xAt(0)), 0);
  });

  test('a berth is drawn from its position and length, in its own row', () => {
    const outer3 = berthRect({ zone: 'outer', position: 320, length: 160 });
    const outer4 = berthRect({ zone: 'outer', position: 490, length: 140 });
    expect(outer3.x).toBeGreaterThan(xAt(320));
    expect(outer3.x + outer3.width).toBeLessThan(xAt(480));
    expect(outer3.width / outer4.width).toBeCloseTo(160 / 140, 1);
    expect(outer3.y).toBe(rowBands.outer.top);
    expect(berthRect({ zone: 'inner', position: 280, length: 160 }).y).toBe(rowBands.inner.top);
  });

  test('the Outer row lies on the channel side of the Inner row, without overlapping it', () => {
    expect(rowBands.outer.top + rowBands.outer.height).toBeLessThan(rowBands.inner.top);
  });

  test('berths that touch end to end stay apart on the drawing', () => {
    const first = berthRect({ zone: 'service', position: 950, length: 100 });
    const second = berthRect({ zone: 'service', position: 1050, length: 100 });
    expect(first.x + first.width).toBeLessThan(second.x);
  });

  test('the zones span 0–950 ft and 950–1,250 ft', () => {
    expect(zoneBands.map(({ title, detail }) => `${title}: ${detail}`)).toEqual([
      'Long-term zones: 0–950 ft · double berthed',
      'Service zone: 950–1,250 ft',
    ]);
    const [longTerm, service] = zoneBands;
    expect(longTerm?.x).toBe(xAt(0));
    expect(service?.x).toBe(xAt(950));
    expect((service?.x ?? 0) + (service?.width ?? 0)).toBeCloseTo(xAt(1250), 1);
  });

  test('the scale has a tick every 250 ft, the last one with its unit', () => {
    expect(scaleTicks.map((tick) => tick.label)).toEqual(['0', '250', '500', '750', '1,000', '1,250 ft']);
    expect(scaleTicks.at(-1)?.anchor).toBe('end');
  });

  test('long names break into short lines to fit a 100 ft berth', () => {
    expect(labelLines('Outer 1')).toEqual(['Outer 1']);
    expect(labelLines('Service Zone 1')).toEqual(['Service', 'Zone 1']);
  });
});
