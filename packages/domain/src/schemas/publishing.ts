import { z } from 'zod';
import { optionalDate, requiredDate } from './fields.ts';
import { required } from './messages.ts';

export const PUBLISHING_MESSAGES = {
  publishRequired: 'Informe a data de publicação',
  unpublishBeforePublish: 'A data para despublicar não pode ser anterior a data de publicação',
} as const;

/** Dates arrive as ISO strings (or Date objects in forms); empty means none. */

/** Publish (required) and unpublish (optional, not before publish) dates of contents, courses, trails. */
export const publishingFields = {
  date_publish: requiredDate(required('data de publicação')),
  date_unpublish: optionalDate,
};

type PublishingDates = { date_publish?: Date | null; date_unpublish?: Date | null };

/** The order rule's broken part, if any: the field it is told under and its message. */
export function publishingOrderIssue(value: PublishingDates): { path: 'date_publish' | 'date_unpublish'; message: string } | null {
  if (value.date_unpublish && !value.date_publish) return { path: 'date_publish', message: PUBLISHING_MESSAGES.publishRequired };
  if (value.date_unpublish && value.date_publish && value.date_unpublish < value.date_publish) {
    return { path: 'date_unpublish', message: PUBLISHING_MESSAGES.unpublishBeforePublish };
  }
  return null;
}

/** Adds the order rule to a schema holding publishingFields. */
export function checkPublishingOrder(value: PublishingDates, ctx: z.RefinementCtx): void {
  const issue = publishingOrderIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}
