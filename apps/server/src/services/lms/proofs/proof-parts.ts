import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { proofSchema } from './proof-schema.ts';
import { questionSchema } from './question-schema.ts';
import { answerSchema } from './answer-schema.ts';
import { registerLinkedProofsRoutes } from './linked-proofs-routes.ts';
import { answerBulk } from './answer-bulk.ts';
import { proofBulk } from './proof-bulk.ts';
import { questionBulk } from './question-bulk.ts';

/** What the assessments: proofs, their questions and answers, and the contents linked to them bring to the lms service: their GraphQL parts, routes and reports. */
export const proofParts: ServicePart<'lms'>[] = [proofSchema, questionSchema, answerSchema];
export const proofRoutes: RouteRegistration[] = [registerLinkedProofsRoutes];
export const proofBulkTargets = [proofBulk, questionBulk, answerBulk];
