/* eslint-disable */
/** Each service's resolver types, by name: platform/graphql/service-part.ts types the schema parts with them. */
import type { Resolvers as AccountResolvers } from './account-resolvers.ts';
import type { Resolvers as AnalyticsResolvers } from './analytics-resolvers.ts';
import type { Resolvers as BinResolvers } from './bin-resolvers.ts';
import type { Resolvers as BulkResolvers } from './bulk-resolvers.ts';
import type { Resolvers as ChatResolvers } from './chat-resolvers.ts';
import type { Resolvers as CmsResolvers } from './cms-resolvers.ts';
import type { Resolvers as CorretorResolvers } from './corretor-resolvers.ts';
import type { Resolvers as DamResolvers } from './dam-resolvers.ts';
import type { Resolvers as HistoryResolvers } from './history-resolvers.ts';
import type { Resolvers as LmsResolvers } from './lms-resolvers.ts';
import type { Resolvers as ParceiroResolvers } from './parceiro-resolvers.ts';
import type { Resolvers as SearchResolvers } from './search-resolvers.ts';
export type ServiceResolvers = {
  account: AccountResolvers;
  analytics: AnalyticsResolvers;
  bin: BinResolvers;
  bulk: BulkResolvers;
  chat: ChatResolvers;
  cms: CmsResolvers;
  corretor: CorretorResolvers;
  dam: DamResolvers;
  history: HistoryResolvers;
  lms: LmsResolvers;
  parceiro: ParceiroResolvers;
  search: SearchResolvers;
};