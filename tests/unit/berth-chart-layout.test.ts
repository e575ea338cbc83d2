import { describe, expect, test } from 'vitest';
import { moveCell, placeBar, selectionRange, windowDays } from '#site/islands/admin/reservations/chart/chart-layout.ts';

const from = '2026-12-07';

describe('the berth chart’s layout', () => {
  test('the window is one column a day', () => {
    expect(windowDays(from, 3)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
  });

  test('a stay takes its nights: arrival to the night before departure', () => {
    expect(placeBar({ startsOn: '2026-12-09', endsOn: '2026-12-12' }, from, 14)).toEqual({
      column: 2,
      span: 3,
      beforeWindow: false,
      afterWindow: false,
    });
  });

  test('a stay crossing either edge is clipped and says so', () => {
    expect(placeBar({ startsOn: '2026-12-01', endsOn: '2026-12-09' }, from, 14)).toEqual({
      column: 0,
      span: 2,
      beforeWindow: true,
      afterWindow: false,
    });
    expect(placeBar({ startsOn: '2026-12-19', endsOn: '2026-12-30' }, from, 14)).toMatchObject({ column: 12, span: 2, afterWindow: true });
  });

  test('a block until further notice runs to the window’s end', () => {
    expect(placeBar({ startsOn: '2026-12-10', endsOn: null }, from, 14)).toMatchObject({ column: 3, span: 11, afterWindow: true });
  });

  test('a span leaving on the first day or arriving after the last takes no column', () => {
    expect(placeBar({ startsOn: '2026-12-01', endsOn: from }, from, 14)).toBeNull();
    expect(placeBar({ startsOn: '2026-12-21', endsOn: '2026-12-23' }, from, 14)).toBeNull();
  });

  test('two chosen days make a block over both, in either order', () => {
    expect(selectionRange('2026-12-12', '2026-12-09')).toEqual({ startsOn: '2026-12-09', endsOn: '2026-12-13' });
    expect(selectionRange('2026-12-09', '2026-12-09')).toEqual({ startsOn: '2026-12-09', endsOn: '2026-12-10' });
  });

  test('arrow keys move one cell and stop at the edges', () => {
    expect(moveCell('ArrowRight', { row: 0, column: 13 }, 15, 14)).toEqual({ row: 0, column: 13 });
    expect(moveCell('ArrowDown', { row: 2, column: 4 }, 15, 14)).toEqual({ row: 3, column: 4 });
    expect(moveCell('Home', { row: 2, column: 4 }, 15, 14)).toEqual({ row: 2, column: 0 });
    expect(moveCell('a', { row: 2, column: 4 }, 15, 14)).toBeNull();
  });
});
