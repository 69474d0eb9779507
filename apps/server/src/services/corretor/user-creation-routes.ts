import { registerNewUserRoutes } from '../account/new-users-routes.ts';

/** create-users-from-dashboard and import-users-from-dashboard for brokers (users + corretor). */
export const registerCorretorUserCreationRoutes = registerNewUserRoutes('corretor');
