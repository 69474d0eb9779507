import { registerNewUserRoutes } from '../account/new-users/new-users-routes.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { branchBulk } from './branch-bulk.ts';
import { registerBranchRoutes } from './branch-routes.ts';
import { branchSchema } from './branch-schema.ts';
import { parceiroBulk } from './parceiro-bulk.ts';
import { parceiroSchema } from './parceiro-schema.ts';
import { registerRealEstateBaseRoutes } from './real-estate-base-routes.ts';

/** SSO Parceiros: the partner registrations, their branches and the real-estate base. */
export const parceiroService: ServiceDefinition<'parceiro'> = {
  name: 'parceiro',
  schemas: [parceiroSchema, branchSchema],
  // create-users-from-dashboard and import-users-from-dashboard for partners (users + parceiro).
  routes: [registerNewUserRoutes('parceiro'), registerBranchRoutes, registerRealEstateBaseRoutes],
  bulk: [parceiroBulk, branchBulk],
};
