import { describe, expect, it } from 'vitest';
import { answersInput, newProofValues, PROOF_MESSAGES, proofInput, questionWithAnswersInput } from './proof.ts';

const form = { title: 'Prova', prooftype_id: '1', active: true, minimum: '-3', attempts: '12', date_publish: '2025-01-02T10:00:00Z', date_unpublish: '' };

describe('proofInput', () => {
  it('reads the form: type and counters typed as text, a negative counter as 0, an empty unpublish date as none', () => {
    expect(proofInput.parse(form)).toEqual({
      title: 'Prova',
      prooftype_id: 1,
      active: 1,
      minimum: 0,
      attempts: 12,
      date_publish: new Date('2025-01-02T10:00:00Z'),
      date_unpublish: null,
    });
  });

  it('requires the counters: an empty field is not 0', () => {
    expect(proofInput.safeParse({ ...form, minimum: '' }).error?.issues[0].message).toBe(PROOF_MESSAGES.minimumRequired);
  });

  it('starts a new proof published now, inactive, counters at 0, and it passes once titled', () => {
    const now = new Date('2025-05-05T12:34:00Z');
    const values = newProofValues(3, now);
    expect(values).toMatchObject({ prooftype_id: 3, date_publish: now, minimum: 0, attempts: 0 });
    expect(proofInput.safeParse({ ...values, title: 'Quiz' }).success).toBe(true);
  });
});

describe('answers typed at once', () => {
  it('names the empty answer in the words of its screen', () => {
    const empty = [{ title: 'A' }, { title: '' }];
    expect(questionWithAnswersInput.safeParse({ proof_id: 1, title: 'P', answers: empty }).error?.issues[0]).toMatchObject({
      path: ['answers', 1, 'title'],
      message: PROOF_MESSAGES.answersRequired,
    });
    expect(answersInput.safeParse({ question_id: 1, answers: empty }).error?.issues[0]).toMatchObject({
      path: ['answers', 1, 'title'],
      message: PROOF_MESSAGES.answerFieldsRequired,
    });
  });
});
