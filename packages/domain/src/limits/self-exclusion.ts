/**
 * Self-exclusion (limit 30) reasons and the test questions a player answers before it starts
 * (spec §7 `reasons/selfexclude` and `testanswers`). Texts are i18n message keys, translated by
 * the service; the domain only knows ids, keys and the right answers.
 */

/** A reason a player can give for excluding themselves (spec §3: id, selfExcludeReason). */
export interface SelfExclusionReason {
  id: number;
  key: string;
}

/** The reasons offered, in display order; ids are stable (they are stored with the limit). */
export const SELF_EXCLUSION_REASONS: readonly SelfExclusionReason[] = [
  { id: 1, key: 'responsible_reason_time' },
  { id: 2, key: 'responsible_reason_money' },
  { id: 3, key: 'responsible_reason_break' },
  { id: 4, key: 'responsible_reason_chasing' },
  { id: 5, key: 'responsible_reason_relationships' },
  { id: 6, key: 'responsible_reason_other' },
];

/** True when `id` is one of {@link SELF_EXCLUSION_REASONS}. */
export function isSelfExclusionReason(id: number): boolean {
  return SELF_EXCLUSION_REASONS.some((r) => r.id === id);
}

/** One answer choice. */
export interface TestAnswerChoice {
  id: number;
  key: string;
}

/** A question checking that the player understands what self-exclusion means. */
export interface SelfExclusionQuestion {
  id: number;
  key: string;
  answers: readonly TestAnswerChoice[];
  /** Id of the right answer. */
  correct: number;
}

const YES: TestAnswerChoice = { id: 1, key: 'responsible_answer_yes' };
const NO: TestAnswerChoice = { id: 2, key: 'responsible_answer_no' };

/** The questions, in display order. */
export const SELF_EXCLUSION_QUESTIONS: readonly SelfExclusionQuestion[] = [
  { id: 1, key: 'responsible_question_cancel_early', answers: [YES, NO], correct: NO.id },
  { id: 2, key: 'responsible_question_bet_during', answers: [YES, NO], correct: NO.id },
  { id: 3, key: 'responsible_question_withdraw_during', answers: [YES, NO], correct: YES.id },
];

/** A submitted answer. */
export interface SubmittedAnswer {
  questionId: number;
  answerId: number;
}

/** The graded test: one result per question, success only when every answer is right. */
export interface TestGrade {
  results: { questionId: number; correct: boolean }[];
  success: boolean;
}

/** Grades answers; a missing or unknown answer counts as wrong, extra ones are ignored. */
export function gradeSelfExclusionTest(answers: readonly SubmittedAnswer[]): TestGrade {
  const given = new Map<number, number>();
  for (const a of answers) if (!given.has(a.questionId)) given.set(a.questionId, a.answerId);
  const results = SELF_EXCLUSION_QUESTIONS.map((q) => ({
    questionId: q.id,
    correct: given.get(q.id) === q.correct,
  }));
  return { results, success: results.every((r) => r.correct) };
}
