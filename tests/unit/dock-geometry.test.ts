import { describe, expect, test } from 'vitest';
import { berthWaterDepthFt, longTermZoneEndFt, maxVesselDraftFt, waterfrontLengthFt } from '#shared/berth-options.ts';
import { dockZones, waterfrontScale } from '#shared/dock-geometry.ts';

describe('the dock’s facts', () => {
  test('1,250 ft of waterfront, long-term zones to 950 ft, 25 ft of water and a 20 ft draft limit', () => {
    expect({ waterfrontLengthFt, longTermZoneEndFt, berthWaterDepthFt, maxVesselDraftFt }).toEqual({
      waterfrontLengthFt: 1250,
      longTermZoneEndFt: 950,
      berthWaterDepthFt: 25,
      maxVesselDraftFt: 20,
    });
  });

  test('the zones follow each other from the upstream end to the downstream end', () => {
    expect(dockZones.longTerm).toEqual({ title: 'Long-term zones', startFt: 0, endFt: 950, depthFt: 100 });
    expect(dockZones.service).toEqual({ title: 'Service zone', startFt: 950, endFt: 1250, depthFt: 80 });
  });
});

describe('waterfrontScale', () => {
  const scale = waterfrontScale(50, 900);

  test('maps the whole waterfront onto the given width, from the given start', () => {
    expect(scale.x(0)).toBe(50);
    expect(scale.x(waterfrontLengthFt)).toBe(950);
    expect(scale.x(longTermZoneEndFt)).toBe(734);
  });

  test('measures distances in the same units, to a tenth', () => {
    expect(scale.length(100)).toBe(72);
    expect(scale.length(165)).toBe(118.8);
    expect(scale.x(320) - scale.x(0)).toBeCloseTo(scale.length(320), 5);
    expect(waterfrontScale(104, 880).x(333)).toBe(338.4);
  });
});
