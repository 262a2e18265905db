import { describe, expect, it } from 'vitest';
import { SELF_EXCLUSION_QUESTIONS, SELF_EXCLUSION_REASONS } from '@playfield/domain/limits';
import { CATALOGS } from '@playfield/i18n';
import {
  availableLimits,
  formatMinor,
  selfExcludeReasons,
  testQuestions,
  toMajor,
} from './views.ts';

describe('limit views', () => {
  it('has a text in every language for every reason, question and answer', () => {
    const keys = [
      ...SELF_EXCLUSION_REASONS.map((r) => r.key),
      ...SELF_EXCLUSION_QUESTIONS.flatMap((q) => [q.key, ...q.answers.map((a) => a.key)]),
    ];
    for (const [lang, catalog] of Object.entries(CATALOGS)) {
      for (const key of keys)
        expect(catalog[key as keyof typeof catalog], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('translates reasons and questions', () => {
    expect(selfExcludeReasons('ru')[0]).toEqual({
      id: 1,
      selfExcludeReason: 'Я провожу за игрой слишком много времени',
    });
    const [first] = testQuestions('en');
    expect(first?.answers).toEqual([
      { id: 1, answer: 'Yes' },
      { id: 2, answer: 'No' },
    ]);
  });

  it('lists every type with its values, unit and removal value', () => {
    const list = availableLimits('EUR');
    expect(list).toHaveLength(14);
    expect(list.find((l) => l.type === 20)).toEqual({
      type: 20,
      availableValues: [],
      measure: 'EUR',
      minValue: 1,
      maxValue: 999_999_998,
      noLimitValue: 999_999_999,
    });
    expect(list.find((l) => l.type === 33)).toEqual({
      type: 33,
      availableValues: [1, 7, 30],
      measure: 'days',
    });
    expect(list.find((l) => l.type === 31)?.noLimitValue).toBe(-1);
  });

  it('turns minor units into exact decimal amounts', () => {
    expect(formatMinor(39_950n, 2)).toBe('399.50');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(7n, 0)).toBe('7');
    expect(toMajor(39_950n, 2)).toBe(399.5);
  });
});
