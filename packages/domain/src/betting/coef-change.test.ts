import { describe, expect, it } from 'vitest';
import {
  applyCoefChange,
  applyCoefChanges,
  DEFAULT_COEF_CHANGE_ACTION,
  isCoefChangeAction,
} from './coef-change.ts';

describe('applyCoefChange', () => {
  it.each([
    // action, offered, current, decision
    [0, 2000, 2000, { accepted: true, coef: 2000, changed: false }],
    [0, 2000, 2100, { accepted: false, reason: 'coef_changed' }],
    [0, 2000, 1900, { accepted: false, reason: 'coef_changed' }],
    [1, 2000, 2100, { accepted: true, coef: 2100, changed: true }],
    [1, 2000, 1900, { accepted: true, coef: 1900, changed: true }],
    [2, 2000, 2000, { accepted: true, coef: 2000, changed: false }],
    [2, 2000, 2100, { accepted: true, coef: 2100, changed: true }],
    [2, 2000, 1900, { accepted: false, reason: 'coef_dropped' }],
  ] as const)('action %i, offered %i, current %i', (action, offered, current, decision) => {
    expect(applyCoefChange(action, offered, current)).toEqual(decision);
  });

  it('defaults to accepting rises and knows the three behaviours', () => {
    expect(DEFAULT_COEF_CHANGE_ACTION).toBe(2);
    expect([0, 1, 2, 3, -1, '2'].filter(isCoefChangeAction)).toEqual([0, 1, 2]);
  });
});

describe('applyCoefChanges', () => {
  it('accepts a coupon at current coefs only when every leg is accepted', () => {
    const legs = [
      { offered: 2000, current: 2100 },
      { offered: 1500, current: 1500 },
    ];
    expect(applyCoefChanges(2, legs)).toEqual({
      accepted: true,
      coefs: [2100, 1500],
      changedLegs: [0],
    });
    expect(applyCoefChanges(0, legs)).toEqual({
      accepted: false,
      refusedLegs: [{ legIndex: 0, reason: 'coef_changed' }],
    });
    expect(applyCoefChanges(2, [...legs, { offered: 3000, current: 2900 }])).toEqual({
      accepted: false,
      refusedLegs: [{ legIndex: 2, reason: 'coef_dropped' }],
    });
  });
});
