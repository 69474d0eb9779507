import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, newOnlineCourseInput, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { applyFieldRules } from '../../components/field-rules.ts';
import { todayAtMidnight } from '@backoffice/domain/fortnight';
import { saveVariables } from '../../lib/form-values.ts';
import { DATE_RULES, newOnlineCourseValues, newPresentialCourseValues, presentialCourseVariables } from './course-form-values.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('course form values', () => {
  it('defaults the publish date to today at midnight', () => {
    // 15:42 in São Paulo (UTC-3): midnight there is 03:00 UTC.
    expect(todayAtMidnight(new Date('2026-05-03T18:42:00Z'))).toEqual(new Date('2026-05-03T03:00:00Z'));
    expect(todayAtMidnight(new Date('2026-05-04T01:00:00Z'))).toEqual(new Date('2026-05-03T03:00:00Z'));
    expect(newOnlineCourseValues().date_publish).toEqual(todayAtMidnight());
  });

  it('clears the unpublish date when the publish date is cleared, and only then', () => {
    const before = { date_publish: new Date(2026, 0, 1), date_unpublish: new Date(2026, 1, 1) };
    expect(applyFieldRules(DATE_RULES, { ...before, date_publish: null }, before)).toEqual({ date_unpublish: null });
    expect(applyFieldRules(DATE_RULES, { ...before, date_publish: new Date(2026, 0, 2) }, before)).toBeNull();
  });

  it('gives the two date messages', () => {
    const base = { ...newOnlineCourseValues(), title: 'T', owner: '5', hours: '1', minutes: '0', reactionevaluation_id: '2', proof_id: '1', categories: ['3'] };
    expect(newOnlineCourseInput.safeParse(base).success).toBe(true);
    expect(messages(newOnlineCourseInput.safeParse({ ...base, date_publish: null, date_unpublish: new Date() }))).toEqual([
      PUBLISHING_MESSAGES.publishRequired,
    ]);
    expect(messages(newOnlineCourseInput.safeParse({ ...base, date_unpublish: new Date(2000, 0, 1) }))).toEqual([PUBLISHING_MESSAGES.unpublishBeforePublish]);
  });

  it('gives the seven presential messages', () => {
    expect(messages(presentialCourseInput.safeParse({ ...newPresentialCourseValues(), date_publish: null }))).toEqual([
      COURSE_MESSAGES.categoryRequired,
      COURSE_MESSAGES.titleRequired,
      COURSE_MESSAGES.descriptionRequired,
      COURSE_MESSAGES.responsibleRequired,
      COURSE_MESSAGES.presentialHoursRequired,
      COURSE_MESSAGES.presentialMinutesRequired,
      COURSE_MESSAGES.publishRequired,
    ]);
  });

  it('sends a new presential course with its type and ISO dates', () => {
    const values = {
      ...newPresentialCourseValues(),
      category_id: '4',
      title: 'Oficina',
      description: 'D',
      responsible: 'R',
      hours: '8',
      minutes: '0',
      date_publish: new Date('2026-02-01T03:00:00Z'),
    };
    const input = saveVariables(presentialCourseInput, values);
    expect(presentialCourseVariables(input, undefined)).toMatchObject({
      type: 'presential',
      category_id: 4,
      hours: 8,
      minutes: 0,
      is_subscriptions: 0,
      active: 1,
      date_publish: '2026-02-01T03:00:00.000Z',
      date_unpublish: null,
    });
    expect(presentialCourseVariables(input, 9)).not.toHaveProperty('type');
  });
});
