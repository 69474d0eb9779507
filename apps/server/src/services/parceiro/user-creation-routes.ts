import { registerNewUserRoutes } from '../account/new-users-routes.ts';

/** create-users-from-dashboard and import-users-from-dashboard for partners (users + parceiro). */
export const registerParceiroUserCreationRoutes = registerNewUserRoutes('parceiro');
