import { describe, expect, it } from 'vitest';
import { coefThousandths, displayCoef, displayCoefText, priceMove } from './coef-display.ts';

describe('coef display', () => {
  it('turns the API decimal into thousandths without float noise', () => {
    expect(coefThousandths(2.35)).toBe(2350);
    expect(coefThousandths(1.005)).toBe(1005);
    expect(coefThousandths(1)).toBeNull();
    expect(coefThousandths(Number.NaN)).toBeNull();
  });

  it('shows each format of spec §3', () => {
    expect(displayCoef(2.5, 0)).toBe('2.50');
    expect(displayCoef(2.5, 1)).toBe('3/2');
    expect(displayCoef(2.5, 2)).toBe('+150');
    expect(displayCoef(1.5, 2)).toBe('-200');
    expect(displayCoef(1.5, 4)).toBe('0.50');
    expect(displayCoef(2.5, 5)).toBe('-0.67');
    expect(displayCoef(1.5, 6)).toBe('-2.00');
    expect(displayCoef(1.5, 16)).toBe('-2.000');
    expect(displayCoef(1, 0)).toBe('—');
  });

  it('tells a rise from a fall', () => {
    expect(priceMove(undefined, 2)).toBeNull();
    expect(priceMove(2, 2)).toBeNull();
    expect(priceMove(2, 2.1)).toBe('up');
    expect(priceMove(2.1, 2)).toBe('down');
  });

  it('shows a coef sent as text in the chosen format, decimal as sent', () => {
    expect(displayCoefText('13.950', 0)).toBe('13.950');
    expect(displayCoefText('13.950', 2)).toBe('+1295');
    expect(displayCoefText('2.5', 1)).toBe('3/2');
    expect(displayCoefText(null, 2)).toBe('—');
    expect(displayCoefText(undefined, 0)).toBe('—');
  });
});
