import { registerNewUserRoutes } from '../account/new-users/new-users-routes.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { brokerAccessReport } from './broker-access-report.ts';
import { brokerListReport } from './broker-list-report.ts';
import { corretorBulk } from './corretor-bulk.ts';
import { corretorSchema } from './corretor-schema.ts';

/** SSO Corretores: the broker registrations and the users created for them. */
export const corretorService: ServiceDefinition<'corretor'> = {
  name: 'corretor',
  schemas: [corretorSchema],
  // create-users-from-dashboard and import-users-from-dashboard for brokers (users + corretor).
  routes: [registerNewUserRoutes('corretor')],
  reports: [brokerAccessReport, brokerListReport],
  bulk: [corretorBulk],
};
