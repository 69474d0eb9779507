import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  attendanceLabel,
  attendanceValue,
  CLASSROOM_MESSAGES,
  classroomKeys,
  classroomDateOrderError,
  classroomInput,
  classroomListArgs,
  isReceiptName,
  nextAttendance,
  normalizeUid,
} from './classroom.ts';
import { todayAtMidnight } from '../fortnight.ts';

const VALID = {
  course_id: '3',
  address: 'Rua A, 1',
  externalPage: '',
  instrutor: '2',
  limit_registrations: 30,
  datetime_start: '2026-03-10T12:00:00.000Z',
  datetime_end: '2026-03-10T20:00:00.000Z',
  datetime_registration_start: '2026-02-01T12:00:00.000Z',
  datetime_registration_end: '2026-03-01T12:00:00.000Z',
  active: false,
  is_public: true,
  is_specific: false,
  date_publish: '2026-01-01T03:00:00.000Z',
  date_unpublish: '2026-05-01T03:00:00.000Z',
};

const messages = (values: Record<string, unknown>) => {
  const result = classroomInput.safeParse({ ...VALID, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the attendance cycle', () => {
  it('goes not started → Concluído → Ausente → not started, -1 reading as not started', () => {
    expect(nextAttendance(null)).toBe(1);
    expect(nextAttendance(-1)).toBe(1);
    expect(nextAttendance(1)).toBe(0);
    expect(nextAttendance(0)).toBeNull();
    expect([null, 1, 0, -1].map(attendanceLabel)).toEqual(['Não iniciado', 'Concluído', 'Ausente', 'Não iniciado']);
  });

  it('takes 1, 0, -1 or null from the API, storing -1 as null', () => {
    expect(attendanceValue.parse(-1)).toBeNull();
    expect(attendanceValue.parse(1)).toBe(1);
    expect(attendanceValue.safeParse(2).success).toBe(false);
  });
});

describe('the classroom schema', () => {
  it('accepts a complete form, flags as 0/1 and ids from the selects', () => {
    const parsed = classroomInput.parse(VALID);
    expect(parsed).toMatchObject({ course_id: 3, instrutor: 2, is_public: 1, is_specific: 0, active: 0, externalPage: null });
  });

  it('orders the dates: an end before its start, and the publishing rules', () => {
    expect(messages({ datetime_end: '2026-03-10T11:00:00.000Z' })).toEqual([`datetime_end: ${CLASSROOM_MESSAGES.courseEndBeforeStart}`]);
    expect(messages({ datetime_registration_end: '2026-01-01T00:00:00.000Z' })).toEqual([
      `datetime_registration_end: ${CLASSROOM_MESSAGES.registrationEndBeforeStart}`,
    ]);
    expect(messages({ date_publish: null })).toEqual(['date_publish: Informe a data de publicação']);
  });

  it('tells an end before its start together with the missing fields', () => {
    expect(messages({ address: '', datetime_end: '2026-03-10T11:00:00.000Z' })).toEqual([
      `address: ${CLASSROOM_MESSAGES.addressRequired}`,
      `datetime_end: ${CLASSROOM_MESSAGES.courseEndBeforeStart}`,
    ]);
  });

  it('gives both starts and both ends the same required text', () => {
    expect(messages({ datetime_start: null, datetime_registration_start: '' })).toEqual([
      `datetime_start: ${CLASSROOM_MESSAGES.startRequired}`,
      `datetime_registration_start: ${CLASSROOM_MESSAGES.startRequired}`,
    ]);
    expect(messages({ datetime_end: null, datetime_registration_end: null })).toEqual([
      `datetime_end: ${CLASSROOM_MESSAGES.endRequired}`,
      `datetime_registration_end: ${CLASSROOM_MESSAGES.endRequired}`,
    ]);
  });

  it('wants exactly one of public and specific', () => {
    expect(messages({ is_public: true, is_specific: true })).toEqual([`is_public: ${CLASSROOM_MESSAGES.publicOrSpecific}`]);
    expect(messages({ is_public: false, is_specific: true })).toEqual([]);
  });
});

describe('sub-classrooms (parent_id)', () => {
  it('takes a parent id on save and on the list, optional in both', () => {
    expect(z.object(classroomKeys).parse({ ...VALID, parent_id: 4 }).parent_id).toBe(4);
    expect(z.object(classroomKeys).parse(VALID).parent_id).toBeUndefined();
    expect(classroomListArgs.parse({ parent_id: 4 })).toMatchObject({ parent_id: 4, page: 1, limit: 20 });
    expect(classroomListArgs.parse({ parent_id: null }).parent_id).toBeNull();
  });

  it('refuses a parent id that is no record id with its message', () => {
    for (const parent_id of [0, -3, 1.5, '4']) {
      expect(z.object(classroomKeys).safeParse({ ...VALID, parent_id }).error?.issues[0].message).toBe(CLASSROOM_MESSAGES.parentNotFound);
      expect(classroomListArgs.safeParse({ parent_id }).error?.issues[0].message).toBe(CLASSROOM_MESSAGES.parentNotFound);
    }
  });
});

describe('classroomDateOrderError (the toast when an end is picked)', () => {
  it('asks for the start first, then refuses an end before it', () => {
    expect(classroomDateOrderError('datetime_end', { datetime_end: new Date() })).toBe(CLASSROOM_MESSAGES.courseStartFirst);
    expect(classroomDateOrderError('datetime_registration_end', { datetime_registration_end: new Date() })).toBe(CLASSROOM_MESSAGES.registrationStartFirst);
    expect(classroomDateOrderError('datetime_end', { datetime_start: '2026-03-10T12:00:00Z', datetime_end: '2026-03-09T12:00:00Z' })).toBe(
      CLASSROOM_MESSAGES.courseEndBeforeStart,
    );
    expect(classroomDateOrderError('datetime_end', { datetime_start: '2026-03-10T12:00:00Z', datetime_end: '2026-03-11T12:00:00Z' })).toBeNull();
    expect(classroomDateOrderError('datetime_end', { datetime_end: null })).toBeNull();
  });
});

describe('helpers', () => {
  it('today at midnight is São Paulo midnight', () => {
    expect(todayAtMidnight(new Date('2026-06-15T02:00:00Z')).toISOString()).toBe('2026-06-14T03:00:00.000Z');
    expect(todayAtMidnight(new Date('2026-06-15T15:00:00Z')).toISOString()).toBe('2026-06-15T03:00:00.000Z');
  });

  it('tells receipt names and normalises a masked CPF', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.pdf'].every(isReceiptName)).toBe(true);
    expect(isReceiptName('e.gif')).toBe(false);
    expect(normalizeUid('529.982.247-25')).toBe('52998224725');
    expect(normalizeUid(' T00000001 ')).toBe('T00000001');
  });
});
